import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
// By path: Vite loads this file in Node, which cannot import the contract's TypeScript by its
// package name; first-data.ts imports nothing, so it bundles into the config.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- see above
import {
  PAGE_PRELOADS_FILE,
  PUBLIC_PAGES,
  type PublicPage,
} from '../api/src/contract/first-data.ts';

/** The module each public page's route loads (router.tsx), under src/features/catalog. */
const PAGE_MODULES: Record<PublicPage, string> = {
  home: 'HomePage',
  courses: 'CoursesPage',
  courseDetail: 'CourseDetailPage',
  roadmaps: 'RoadmapsPage',
  roadmapDetail: 'RoadmapDetailPage',
  events: 'EventsPage',
  eventDetail: 'EventDetailPage',
};

/**
 * Lists, for each public page, the chunks its route loads: the page's own and every chunk it
 * imports, leaving out the entry's, which index.html loads already. The server names them in
 * the page's head (`<link rel="modulepreload">`, page-preloads.ts in the API), so they
 * download while the entry runs instead of after it: about thirty small files that otherwise
 * queue behind each other on a slow phone's few connections before the page can paint.
 */
export function listPagePreloads(): Plugin {
  return {
    name: 'ajar-page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: Rolldown.OutputChunk, seen = new Set<string>()) => {
        for (const name of [start.fileName, ...start.imports]) {
          if (seen.has(name)) continue;
          seen.add(name);
          const chunk = byName.get(name);
          if (chunk && chunk !== start) closure(chunk, seen);
        }
        return seen;
      };
      const loaded = new Set(
        chunks.filter((chunk) => chunk.isEntry).flatMap((e) => [...closure(e)]),
      );
      const preloads = Object.fromEntries(
        PUBLIC_PAGES.map((page) => {
          const module = path.join('src/features/catalog', PAGE_MODULES[page], 'index.ts');
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (!chunk)
            throw new Error(`${module} is no chunk of its own: ${page} has nothing to preload`);
          return [
            page,
            [...closure(chunk)].filter((name) => !loaded.has(name)).map((name) => `/${name}`),
          ];
        }),
      );
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: JSON.stringify(preloads),
      });
    },
  };
}
