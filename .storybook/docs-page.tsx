import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import type { Guidelines } from '../packages/ui/src/docs/guidelines';

/** Guidance text with `code` spans, as in Markdown. */
function Text({ children }: { children: string }) {
  return (
    <>
      {children
        .split(/`([^`]+)`/)
        .map((part, i) => (i % 2 ? <code key={i}>{part}</code> : <span key={i}>{part}</span>))}
    </>
  );
}

function List({ title, items }: { title: string; items?: string[] }) {
  if (!items?.length) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <Text>{item}</Text>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The component's usage guidance (`parameters.guidelines`), when it has any. */
function GuidelinesBlock() {
  const resolved = useOf('meta', ['meta']);
  const guidelines = resolved.preparedMeta.parameters.guidelines as Guidelines | undefined;
  if (!guidelines) return null;
  return (
    <section>
      <p>
        <strong>Status:</strong> {guidelines.status === 'new' ? 'New' : 'Stable'}
      </p>
      <h2>Usage</h2>
      <List title="When to use" items={guidelines.use} />
      <List title="When not to use" items={guidelines.avoid} />
      {guidelines.variants?.length ? (
        <>
          <h3>Variants</h3>
          <ul>
            {guidelines.variants.map((v) => (
              <li key={v.name}>
                <strong>{v.name}</strong>: <Text>{v.guidance}</Text>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <List title="Do" items={guidelines.do} />
      <List title="Don't" items={guidelines.dont} />
      <h2>Accessibility</h2>
      <List title="Keyboard" items={guidelines.keyboard} />
      <List title="Screen readers" items={guidelines.screenReader} />
      <h2>Content</h2>
      <List title="Wording (Indonesian first, then English)" items={guidelines.content} />
    </section>
  );
}

/** Every component's docs page: the autodocs blocks with the usage guidance after the first story. */
export function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <GuidelinesBlock />
      <h2>Props</h2>
      <Controls />
      <Stories />
    </>
  );
}
