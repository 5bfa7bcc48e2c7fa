import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Guidelines } from './guidelines';

/**
 * Every component with stories has usage guidance on its docs page: a `<Name>.docs.ts`
 * beside it, passed in the stories' meta as `parameters.guidelines` (see `guidelines.ts`).
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

describe('component usage guidance', () => {
  it('finds the components', () => {
    expect(components).toContain('Button');
  });

  describe.each(components)('%s', (name) => {
    it('has a docs file whose guidance lists are filled', async () => {
      expect(existsSync(path.join(src, name, `${name}.docs.ts`)), `${name}/${name}.docs.ts`).toBe(
        true,
      );
      const { guidelines } = (await import(`../${name}/${name}.docs.ts`)) as {
        guidelines?: Guidelines;
      };
      expect(guidelines, `${name}/${name}.docs.ts exports \`guidelines\``).toBeDefined();
      expect(['new', 'stable']).toContain(guidelines?.status);
      for (const list of requiredLists) {
        const items = guidelines?.[list] ?? [];
        expect(items.length, `${name}: \`${list}\` is empty`).toBeGreaterThan(0);
        for (const item of items) expect(item.trim()).not.toBe('');
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
