import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/**
 * One screenshot per story of the built Storybook (default tenant colour, Indonesian),
 * compared with the committed baselines in e2e/visual/baselines. Stories tagged
 * `no-visual` (clocks, random data) are left out. Dates are the same on any day: the preview
 * runs on its own calendar (.storybook/story-clock.ts).
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
const stories = Object.values(index.entries).filter(
  (e) => e.type === 'story' && !e.tags?.includes('no-visual'),
);

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    channel?: { emit(event: string, payload: unknown): void };
  };
};

// A baseline whose story was renamed or removed would sit unnoticed: each must have a story.
test('every baseline belongs to a story', () => {
  const ids = new Set(stories.map((s) => `${s.id}.png`));
  const orphans = readdirSync('e2e/visual/baselines').filter((file) => !ids.has(file));
  expect(orphans, 'baselines without a story: delete them').toEqual([]);
});

// One preview page per group of stories: switching story over Storybook's channel is ~10x
// faster than reloading the preview bundle for each. Two groups, so two workers (two cores)
// can each drive a page: without a parallel file, Playwright runs one file's tests in one
// worker, and both groups would queue behind each other.
test.describe.configure({ mode: 'parallel' });
const GROUPS = 2;
const size = Math.ceil(stories.length / GROUPS);

for (let group = 0; group < GROUPS; group += 1) {
  test.describe(`group ${group + 1}`, () => {
    test.describe.configure({ mode: 'serial' });
    const mine = stories.slice(group * size, (group + 1) * size);
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
      // The a11y addon would run axe after every story: the story tests do that already.
      await page.goto(`/iframe.html?id=${mine[0]?.id}&viewMode=story&globals=a11y.manual:!true`);
    });
    test.afterAll(() => page.close());

    for (const story of mine) {
      test(`${story.title} / ${story.name}`, () => screenshot(page, story));
    }
  });
}

async function screenshot(page: Page, story: IndexEntry) {
  await page.evaluate((id) => {
    (window as PreviewWindow).__STORYBOOK_PREVIEW__?.channel?.emit('setCurrentStory', {
      storyId: id,
      viewMode: 'story',
    });
  }, story.id);
  // Wait for this story's render and play function to finish, then for web fonts.
  const phase = await page.waitForFunction((id) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    const done = ['completed', 'finished', 'errored', 'aborted'];
    return render?.id === id && done.includes(render.phase ?? '') && render.phase;
  }, story.id);
  // A story that threw shows Storybook's error screen: that is a failure, not a picture.
  const failed = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'error display shown')
      : null,
  );
  expect({ phase: await phase.jsonValue(), error: failed }, story.id).toEqual({
    phase: expect.stringMatching(/^(completed|finished)$/),
    error: null,
  });
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
