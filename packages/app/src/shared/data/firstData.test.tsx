// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_DATA_ELEMENT_ID } from '@ajar/api/contract/first-data';
import { apiPath } from '../../api/paths';
import type { ApiPath } from '../../api/types';
import { DATA_FETCHING } from './fetching';
import { seedFirstData } from './firstData';
import { swrConfig } from './swr-config';
import { useApi } from './useApi';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Page {
  items: { id: number; title: string }[];
}
const inlinedPage: Page = { items: [{ id: 7, title: 'Keselamatan Kerja </script>' }] };
const freshPage: Page = { items: [{ id: 8, title: 'Dari API' }] };

let apiCalls: string[];
beforeEach(() => {
  apiCalls = [];
  // Only the API's paths count: i18next asks for its translations through fetch too.
  vi.stubGlobal('fetch', async (url: string) => {
    if (!String(url).startsWith('/v1/')) throw new Error('offline');
    apiCalls.push(String(url));
    return new Response(JSON.stringify(freshPage), {
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/** The HTML the server sends for a public page: its first answers in a JSON element. */
function servePage(answers: Record<string, unknown> | string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_DATA_ELEMENT_ID;
  element.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
  document.body.append(element);
}

interface Seen {
  data: Page | undefined;
  isLoading: boolean;
  isValidating: boolean;
}

/** Renders one reader of `path` in the app's SWR setup; returns what each render showed. */
async function renderReader(path: string) {
  const seen: Seen[] = [];
  function Reader() {
    const { data, isLoading, isValidating } = useApi(path as ApiPath<Page>);
    seen.push({ data, isLoading, isValidating });
    return null;
  }
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    root.render(
      <SWRConfig value={swrConfig}>
        <Reader />
      </SWRConfig>,
    ),
  );
  return {
    seen,
    /** Until the read SWR starts when a page mounts has finished (after a frame, with data). */
    revalidated: () =>
      act(() =>
        vi.waitFor(() => {
          expect(seen.some((state) => state.isValidating)).toBe(true);
          expect(seen.at(-1)?.isValidating).toBe(false);
        }),
      ),
    unmount: () => act(() => root.unmount()),
  };
}

describe('the first answers a public page carries', () => {
  it('are on the first render, and the page asks the API nothing', async () => {
    const path = apiPath('/courses', { query: { page: 1, pageSize: 12 } });
    servePage({ [path]: inlinedPage });
    seedFirstData(false);
    const { seen, revalidated, unmount } = await renderReader(path);
    expect(seen[0]).toEqual({ data: inlinedPage, isLoading: false, isValidating: false });
    await revalidated();
    expect(seen.at(-1)?.data).toEqual(inlinedPage);
    expect(apiCalls).toEqual([]);
    expect(document.getElementById(FIRST_DATA_ELEMENT_ID)).toBeNull();
    await unmount();
  });

  it('are fresh only as long as a route’s own head start: older, the API is asked again', async () => {
    const path = apiPath('/courses', { query: { page: 2, pageSize: 12 } });
    servePage({ [path]: inlinedPage });
    seedFirstData(false, Date.now() - DATA_FETCHING.prefetchFreshMs - 1);
    const { seen, revalidated, unmount } = await renderReader(path);
    // Shown at once all the same, then replaced by the API's answer.
    expect(seen[0]?.data).toEqual(inlinedPage);
    await revalidated();
    expect(apiCalls).toEqual([path]);
    expect(seen.at(-1)?.data).toEqual(freshPage);
    await unmount();
  });

  it('are not taken for a signed-in visitor, whose reads may answer otherwise', async () => {
    const path = apiPath('/courses', { query: { page: 3, pageSize: 12 } });
    servePage({ [path]: inlinedPage });
    seedFirstData(true);
    const { seen, revalidated, unmount } = await renderReader(path);
    expect(seen[0]).toMatchObject({ data: undefined, isLoading: true });
    await revalidated();
    expect(apiCalls).toEqual([path]);
    expect(seen.at(-1)?.data).toEqual(freshPage);
    await unmount();
  });

  it('leave the page to read the API when they cannot be read', async () => {
    const path = apiPath('/courses', { query: { page: 4, pageSize: 12 } });
    servePage('{"cut short');
    seedFirstData(false);
    const { seen, revalidated, unmount } = await renderReader(path);
    expect(seen[0]?.data).toBeUndefined();
    await revalidated();
    expect(apiCalls).toEqual([path]);
    await unmount();
  });
});
