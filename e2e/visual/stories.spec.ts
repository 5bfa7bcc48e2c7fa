import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/**
 * Every story of the built Storybook played in Indonesian, the default tenant colour: a play
 * function that throws fails here (the story tests play them in English, e2e/visual is the
 * Indonesian run: docs/decisions/0010). Each story not tagged `no-visual` (clocks, random
 * data) is then compared with its committed screenshot in e2e/visual/baselines. Dates are
 * the same on any day: the preview runs on its own calendar (.storybook/story-clock.ts).
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
const stories = Object.values(index.entries).filter((e) => e.type === 'story');
const pictured = (story: IndexEntry) => !story.tags?.includes('no-visual');

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

// A baseline whose story was renamed or removed would sit unnoticed: each must have a story.
test('every baseline belongs to a story', () => {
  const ids = new Set(stories.filter(pictured).map((s) => `${s.id}.png`));
  const orphans = readdirSync('e2e/visual/baselines').filter((file) => !ids.has(file));
  expect(orphans, 'baselines without a story: delete them').toEqual([]);
});

// One preview page per group of stories: switching story over Storybook's channel is ~10x
// faster than reloading the preview bundle for each. Two groups, so two workers (two cores)
// can each drive a page: without a parallel file, Playwright runs one file's tests in one
// worker, and both groups would queue behind each other.
test.describe.configure({ mode: 'parallel' });
const GROUPS = 2;
/**
 * Components dealt to the groups in turn, each with all its stories: the kit's stories come
 * first in the index and the app's pages, slower to play, last, so halves cut in the middle
 * left one page working 246 s and the other 362 s (CI, 2026-11-27).
 */
const titles = [...new Set(stories.map((story) => story.title))];
const groupOf = (story: IndexEntry) => titles.indexOf(story.title) % GROUPS;

for (let group = 0; group < GROUPS; group += 1) {
  test.describe(`group ${group + 1}`, () => {
    test.describe.configure({ mode: 'serial' });
    const mine = stories.filter((story) => groupOf(story) === group);
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({ viewport: DESKTOP });
      // The a11y addon would run axe after every story: the story tests do that already.
      await page.goto(`/iframe.html?id=${mine[0]?.id}&viewMode=story&globals=a11y.manual:!true`);
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
  });
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
    if (outcome && (payload as { storyId?: string }).storyId === outcome.id)
      outcome.finished = true;
  });
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
  if (all.length) console.log('PLAYFAIL', story.id, JSON.stringify(all).slice(0, 300));
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
