import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { COLOUR_PASS_WINDOW_KEY, EXTREME_TENANT_COLORS } from '../../.storybook/tenant-colors';

/**
 * Every story of the built Storybook played once in CI, in Indonesian and the default tenant
 * colour (docs/decisions/0010): it fails when its play function throws, when axe finds a
 * violation (Storybook's a11y addon, all rules, after the play), or when the story's final
 * state fails axe's colour rules repainted in the extreme tenant colours
 * (.storybook/colour-pass.ts). Each story not tagged `no-visual` (clocks, random data) is then
 * compared with its committed screenshot in e2e/visual/baselines. Dates are the same on any
 * day: the preview runs on its own calendar (.storybook/story-clock.ts).
 */
interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
export const stories = Object.values(index.entries).filter((e) => e.type === 'story');
export const pictured = (story: IndexEntry) => !story.tags?.includes('no-visual');

interface Viewport {
  width: number;
  height: number;
}

/** Stories without a viewport of their own are shot in this window. */
const DESKTOP: Viewport = { width: 1024, height: 768 };

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    storyStoreValue?: {
      loadStory(input: { storyId: string }): Promise<{
        storyGlobals?: { viewport?: { value?: string } };
        parameters?: {
          viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> };
        };
      }>;
    };
    channel?: {
      emit(event: string, payload: unknown): void;
      on(event: string, listener: (payload: unknown) => void): void;
    };
  };
  /** What the story being played has reported so far (see `listen`). */
  __storyOutcome?: { id: string; finished: boolean; errors: string[] };
};

/** Stories are dealt to this many groups, one spec file and one worker each. */
const GROUPS = 2;
/**
 * Components dealt to the groups in turn, each with all its stories: the kit's stories come
 * first in the index and the app's pages, slower to play, last, so halves cut in the middle
 * left one page working 246 s and the other 362 s (CI, 2026-11-27).
 */
const titles = [...new Set(stories.map((story) => story.title))];
const groupOf = (story: IndexEntry) => titles.indexOf(story.title) % GROUPS;

/**
 * One preview page plays a group's stories in order: switching story over Storybook's channel
 * is ~10x faster than reloading the preview bundle for each. Not a serial group: a failing
 * story ends its worker, and a new one (a new page) carries on with the next story, so one
 * failure does not hide the rest.
 */
export function playStoryGroup(group: number) {
  const mine = stories.filter((story) => groupOf(story) === group);
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: DESKTOP });
    await page.addInitScript(
      ({ key, colours }) => {
        (window as unknown as Record<string, unknown>)[key] = colours;
      },
      { key: COLOUR_PASS_WINDOW_KEY, colours: EXTREME_TENANT_COLORS },
    );
    await page.goto(`/iframe.html?id=${mine[0]?.id}&viewMode=story`);
    // The first story plays again once we listen (see playAndPicture): let this render end.
    await page.waitForFunction(
      () => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
    );
    await page.evaluate(listen);
  });
  test.afterAll(() => page.close());

  for (const story of mine) {
    test(`${story.title} / ${story.name}`, () => playAndPicture(page, story));
  }
}

/**
 * Collects the current story's exceptions and its end from Storybook's channel. A failing
 * play function ends the story as "finished" all the same, with the error only on the
 * channel (PLAY_FUNCTION_THREW_EXCEPTION), so the render phase alone cannot tell.
 */
function listen() {
  const win = window as PreviewWindow;
  const channel = win.__STORYBOOK_PREVIEW__?.channel;
  const failed = (payload: unknown) => {
    const errors = Array.isArray(payload) ? payload : [payload];
    for (const error of errors) {
      const { message } = (error ?? {}) as { message?: string };
      win.__storyOutcome?.errors.push(String(message ?? error));
    }
  };
  for (const event of [
    'playFunctionThrewException',
    'storyThrewException',
    'storyErrored',
    'unhandledErrorsWhilePlaying',
  ])
    channel?.on(event, failed);
  channel?.on('storyFinished', (payload) => {
    const outcome = win.__storyOutcome;
    const { storyId, reporters = [] } = payload as StoryFinished;
    if (!outcome || storyId !== outcome.id) return;
    // Axe's findings come as the a11y addon's report: failed when the story's `a11y.test` is
    // 'error' (the default here), a warning under 'todo'.
    for (const report of reporters) {
      if (report.type !== 'a11y' || report.status !== 'failed') continue;
      const { violations = [], error } = report.result ?? {};
      if (error) outcome.errors.push(`axe could not run: ${String(error)}`);
      for (const violation of violations)
        for (const node of violation.nodes)
          outcome.errors.push(
            `axe: ${violation.id} (${violation.help}) at ${JSON.stringify(node.target)}`,
          );
    }
    outcome.finished = true;
  });
}

interface StoryFinished {
  storyId?: string;
  reporters?: {
    type: string;
    status: string;
    result?: {
      error?: unknown;
      violations?: { id: string; help: string; nodes: { target: unknown }[] }[];
    };
  }[];
}

/** Storybook's expect colours its messages for a terminal. */
const TERMINAL_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g');
const stripColour = (text: string) => text.replace(TERMINAL_COLOUR, '');

/**
 * The window a story asks for (phoneStory(): a phone's), as the story tests give it, so its
 * play function measures what it would there and the picture shows the phone's layout.
 */
async function windowFor(page: Page, story: IndexEntry): Promise<Viewport> {
  const size = await page.evaluate(async (id) => {
    const preview = (window as PreviewWindow).__STORYBOOK_PREVIEW__;
    const prepared = await preview?.storyStoreValue?.loadStory({ storyId: id });
    const name = prepared?.storyGlobals?.viewport?.value;
    const styles = name ? prepared?.parameters?.viewport?.options?.[name]?.styles : undefined;
    return styles
      ? { width: parseInt(styles.width ?? '', 10), height: parseInt(styles.height ?? '', 10) }
      : null;
  }, story.id);
  return size && size.width > 0 && size.height > 0 ? size : DESKTOP;
}

async function playAndPicture(page: Page, story: IndexEntry) {
  const wanted = await windowFor(page, story);
  const current = page.viewportSize();
  if (current?.width !== wanted.width || current.height !== wanted.height)
    await page.setViewportSize(wanted);
  await page.evaluate((id) => {
    const win = window as PreviewWindow;
    const preview = win.__STORYBOOK_PREVIEW__;
    win.__storyOutcome = { id, finished: false, errors: [] };
    // The page opened on its group's first story: play it again, now that we listen.
    if (preview?.currentRender?.id === id) preview.channel?.emit('forceRemount', { storyId: id });
    else preview?.channel?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }, story.id);
  await page.waitForFunction(() => (window as PreviewWindow).__storyOutcome?.finished);
  const errors = await page.evaluate(() => (window as PreviewWindow).__storyOutcome?.errors ?? []);
  // A story that threw shows Storybook's error screen: that is a failure, not a picture.
  const shown = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'error display shown')
      : null,
  );
  const all = [...errors, ...(shown ? [shown] : [])].map(stripColour);
  expect(all, `${story.id}: its play, axe or the colour pass failed`).toEqual([]);
  if (!pictured(story)) return;
  // A play function that focuses a control lower down scrolls the page; sticky headers
  // would then be drawn mid-page in a full-page shot.
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await expect(page).toHaveScreenshot(`${story.id}.png`, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
  });
}
