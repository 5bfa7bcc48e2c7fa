import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { guidelineText, type Guidelines } from './guidelines';

/**
 * Every component with stories has usage guidance on its docs page: a `<Name>.docs.ts`
 * beside it, passed in the stories' meta as `parameters.guidelines` (see `guidelines.ts`).
 * A drawn do or don't names a story of the same stories file, so a renamed story fails here
 * rather than breaking the docs page.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const components = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter(
    (name) =>
      existsSync(path.join(src, name, `${name}.tsx`)) &&
      existsSync(path.join(src, name, `${name}.stories.tsx`)),
  );

const requiredLists = ['use', 'avoid', 'do', 'dont', 'screenReader', 'content'] as const;

/** Components whose docs page draws at least one do and one don't. */
const drawnComponents = [
  'Button',
  'Link',
  'Badge',
  'Callout',
  'TextField',
  'Dialog',
  'Toast',
  'EmptyState',
  'Table',
  'Card',
];

async function guidelinesOf(name: string) {
  const { guidelines } = (await import(`../${name}/${name}.docs.ts`)) as {
    guidelines?: Guidelines;
  };
  return guidelines;
}

/** The source of one story export, from `export const Name` to its closing `};`. */
function storySource(stories: string, exportName: string): string | undefined {
  return new RegExp(`^export const ${exportName}\\b[\\s\\S]*?\\n\\};?$`, 'm').exec(stories)?.[0];
}

describe('component usage guidance', () => {
  it('finds the components', () => {
    expect(components).toContain('Button');
  });

  it.each(drawnComponents)('%s draws at least one do and one don’t', async (name) => {
    const guidelines = await guidelinesOf(name);
    const drawn = (items: Guidelines['do'] = []) =>
      items.filter((item) => typeof item !== 'string');
    expect(drawn(guidelines?.do).length, `${name}: a drawn do`).toBeGreaterThan(0);
    expect(drawn(guidelines?.dont).length, `${name}: a drawn don't`).toBeGreaterThan(0);
  });

  describe.each(components)('%s', (name) => {
    it('has a docs file whose guidance lists are filled', async () => {
      expect(existsSync(path.join(src, name, `${name}.docs.ts`)), `${name}/${name}.docs.ts`).toBe(
        true,
      );
      const guidelines = await guidelinesOf(name);
      expect(guidelines, `${name}/${name}.docs.ts exports \`guidelines\``).toBeDefined();
      expect(['new', 'stable']).toContain(guidelines?.status);
      for (const list of requiredLists) {
        const items = guidelines?.[list] ?? [];
        expect(items.length, `${name}: \`${list}\` is empty`).toBeGreaterThan(0);
        for (const item of items) expect(guidelineText(item).trim()).not.toBe('');
      }
    });

    it('draws its dos and donts with stories of its own file, kept out of the sidebar', async () => {
      const guidelines = await guidelinesOf(name);
      const stories = readFileSync(path.join(src, name, `${name}.stories.tsx`), 'utf8');
      for (const item of [...(guidelines?.do ?? []), ...(guidelines?.dont ?? [])]) {
        if (typeof item === 'string') continue;
        const source = storySource(stories, item.story);
        expect(source, `${name}.stories.tsx exports the story \`${item.story}\``).toBeDefined();
        // Hidden from the sidebar and the page's own story list, still run by the story tests.
        expect(source, `${item.story} is tagged '!dev' and '!autodocs'`).toMatch(
          /tags: \['!dev', '!autodocs'\]/,
        );
      }
    });

    it('passes it to its docs page in the stories meta', () => {
      const stories = readFileSync(path.join(src, name, `${name}.stories.tsx`), 'utf8');
      expect(stories).toMatch(new RegExp(`import \\{ guidelines \\} from '\\./${name}\\.docs';`));
      // The default export's meta, up to its closing `} satisfies Meta` / `};`.
      const meta = /const meta[^=]*=\s*\{([\s\S]*?)\n\}/.exec(stories)?.[1] ?? '';
      expect(meta, `${name}: meta has parameters with guidelines`).toMatch(
        /parameters:\s*\{[^}]*\bguidelines\b/,
      );
    });
  });
});
