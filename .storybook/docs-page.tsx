import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  Story,
  useOf,
} from '@storybook/addon-docs/blocks';
import type { ComponentType, CSSProperties } from 'react';
import { breakpoint, color, fontSize, fontWeight, lineHeight, radius, space } from '@ajar/tokens';
import { CheckIcon, CrossIcon } from '@ajar/ui';
import {
  guidelineText,
  type DrawnGuideline,
  type Guideline,
  type Guidelines,
} from '../packages/ui/src/docs/guidelines';

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

function List({ title, items }: { title: string; items?: Guideline[] }) {
  const texts = items?.map(guidelineText) ?? [];
  if (!texts.length) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul>
        {texts.map((item) => (
          <li key={item}>
            <Text>{item}</Text>
          </li>
        ))}
      </ul>
    </>
  );
}

const verdicts = {
  do: { label: 'Do', Icon: CheckIcon, ink: color.success, tint: color.successSubtle },
  dont: { label: "Don't", Icon: CrossIcon, ink: color.danger, tint: color.dangerSubtle },
} satisfies Record<string, { label: string; Icon: ComponentType; ink: string; tint: string }>;

type Verdict = keyof typeof verdicts;

const isPlain = (item: Guideline): item is string => typeof item === 'string';

const styles = {
  grid: {
    display: 'grid',
    // Two side by side on a wide page (a do beside its don't), one under the other when narrow.
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${breakpoint.sm}px), 1fr))`,
    gap: space[6],
    margin: `${space[4]} 0 ${space[6]}`,
  },
  // Frame and caption rows shared across the row of figures, so a do's bar and its don't's
  // line up whatever the height of either drawing.
  figure: {
    display: 'grid',
    gridRow: 'span 2',
    gridTemplateRows: 'subgrid',
    rowGap: 0,
    margin: 0,
    border: `1px solid ${color.border}`,
    borderRadius: radius.md,
    overflow: 'hidden',
  },
  frame: { padding: space[4], background: color.surface },
  caption: {
    display: 'flex',
    alignItems: 'center',
    gap: space[2],
    padding: `${space[1]} ${space[4]}`,
    fontSize: fontSize.sm,
    fontWeight: fontWeight.semibold,
  },
  text: {
    padding: `${space[2]} ${space[4]} ${space[4]}`,
    fontSize: fontSize.sm,
    lineHeight: lineHeight.normal,
    color: color.text,
  },
} satisfies Record<string, CSSProperties>;

/**
 * One drawn do or don't, as Primer's pages draw them: the story in a frame, a bar in success
 * green or danger red (fixed colours, never the brand) that says "Do" / "Don't" with a check or
 * a cross, so the verdict never rests on colour, and the sentence under it.
 */
function DrawnExample({
  verdict,
  item,
  exports,
}: {
  verdict: Verdict;
  item: DrawnGuideline;
  exports: Record<string, unknown>;
}) {
  const { label, Icon, ink, tint } = verdicts[verdict];
  const story = exports[item.story];
  if (!story) throw new Error(`Guidelines name a story this file does not export: ${item.story}`);
  return (
    <figure style={styles.figure}>
      <div style={styles.frame}>
        <Story of={story} />
      </div>
      <figcaption>
        <div
          style={{
            ...styles.caption,
            color: ink,
            background: tint,
            borderBlockStart: `4px solid ${ink}`,
          }}
        >
          <Icon aria-hidden="true" width={16} height={16} />
          {label}
        </div>
        <div style={styles.text}>
          <Text>{item.text}</Text>
        </div>
      </figcaption>
    </figure>
  );
}

/** The drawn dos and don'ts, each do beside the don't of the same rank. */
function DrawnExamples({ guidelines }: { guidelines: Guidelines }) {
  const { csfFile } = useOf('meta', ['meta']);
  const drawn = (verdict: Verdict) =>
    guidelines[verdict]
      .filter((item): item is DrawnGuideline => !isPlain(item))
      .map((item) => ({ verdict, item }));
  const dos = drawn('do');
  const donts = drawn('dont');
  const pairs = Array.from({ length: Math.max(dos.length, donts.length) }, (_, i) =>
    [dos[i], donts[i]].filter((entry) => entry !== undefined),
  ).flat();
  if (!pairs.length) return null;
  return (
    <>
      <h3>Do and don&apos;t</h3>
      <div style={styles.grid}>
        {pairs.map(({ verdict, item }) => (
          <DrawnExample
            key={`${verdict}-${item.story}`}
            verdict={verdict}
            item={item}
            exports={csfFile.moduleExports}
          />
        ))}
      </div>
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
      <DrawnExamples guidelines={guidelines} />
      {/* What is drawn above is not said again. */}
      <List title="Do" items={guidelines.do.filter(isPlain)} />
      <List title="Don't" items={guidelines.dont.filter(isPlain)} />
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
