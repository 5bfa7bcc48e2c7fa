import type { StoryContext } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { i18next } from '../i18n';
import { expectErrorState, failingThen, never, serverError } from './storySupport';

type Canvas = StoryContext['canvas'];

/**
 * What the factories fill in of a story. The contexts are narrowed to the parts they use, so
 * the result fits any page meta's `StoryObj` whatever its args; spread it to add more fields.
 * Tags stay with the story in the file (`{ ...loadingStory({...}), tags: ['no-visual'] }`):
 * Storybook's indexer reads them from the source text, so a tag a function adds never reaches
 * index.json, which the visual tests filter on.
 */
export interface LoadStateStory {
  beforeEach: (context: Pick<StoryContext, 'msw'>) => Promise<void>;
  play: (context: Pick<StoryContext, 'canvas' | 'canvasElement' | 'userEvent'>) => Promise<void>;
}

/** Checks past the standard ones, run last with the canvas. */
type ExpectMore = (canvas: Canvas) => Promise<unknown>;

/**
 * `api` never answers: the page's h1 (`titleKey`) shows at once and its one status says
 * `loadingKey`. Tag the story 'no-visual' (spinners and shimmer make no stable screenshot).
 */
export function loadingStory(options: {
  api: string;
  titleKey: string;
  loadingKey: string;
  expectMore?: ExpectMore;
}): LoadStateStory {
  const { api, titleKey, loadingKey, expectMore } = options;
  return {
    beforeEach: async ({ msw }) => {
      msw.use(never(api));
    },
    play: async ({ canvas }) => {
      await expect(
        await canvas.findByRole(
          'heading',
          { level: 1, name: i18next.t(titleKey) },
          { timeout: 5000 },
        ),
      ).toBeVisible();
      await expect(canvas.getByRole('status')).toHaveTextContent(i18next.t(loadingKey));
      await expectMore?.(canvas);
    },
  };
}

/**
 * `api` never answers: waits for the text `loadingKey` inside a status (the route's own
 * loading screen may show first), then checks the page's h1 (`titleKey`) where given. Tag the
 * story 'no-visual' as with `loadingStory`.
 */
export function loadingLabelStory(options: {
  api: string;
  loadingKey: string;
  titleKey?: string;
  expectMore?: ExpectMore;
}): LoadStateStory {
  const { api, loadingKey, titleKey, expectMore } = options;
  return {
    beforeEach: async ({ msw }) => {
      msw.use(never(api));
    },
    play: async ({ canvas }) => {
      const label = await canvas.findByText(i18next.t(loadingKey), {}, { timeout: 5000 });
      await expect(label.closest('[role="status"]')).not.toBeNull();
      if (titleKey) {
        await expect(
          canvas.getByRole('heading', { level: 1, name: i18next.t(titleKey) }),
        ).toBeVisible();
      }
      await expectMore?.(canvas);
    },
  };
}

/**
 * `api` fails as a crashed server does: an alert with a retry button, `errorKey` being the
 * alert's heading, or with `match: 'text'` just text anywhere in the alert.
 */
export function errorStory(options: {
  api: string;
  errorKey: string;
  match?: 'heading' | 'text';
}): LoadStateStory {
  const { api, errorKey, match = 'heading' } = options;
  return {
    beforeEach: async ({ msw }) => {
      msw.use(http.get(api, serverError));
    },
    play: async ({ canvas, canvasElement }) => {
      if (match === 'heading') return expectErrorState(canvasElement, errorKey);
      const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
      await expect(alert).toHaveTextContent(i18next.t(errorKey));
      await expect(
        within(alert).getByRole('button', { name: i18next.t('common.retry') }),
      ).toBeVisible();
    },
  };
}

/**
 * `api` fails once, then gives `answer` (without one, the request goes on to the story's
 * other handlers); pressing the alert's retry button brings what `expectLoaded` checks.
 */
export function retryAfterErrorStory(options: {
  api: string;
  answer?: () => Response | undefined;
  expectLoaded: ExpectMore;
}): LoadStateStory {
  const { api, answer = () => undefined, expectLoaded } = options;
  return {
    beforeEach: async ({ msw }) => {
      // Made per run, so every run starts with the failure.
      msw.use(failingThen(api, 1, answer));
    },
    play: async ({ canvas, userEvent }) => {
      const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
      await userEvent.click(within(alert).getByRole('button', { name: i18next.t('common.retry') }));
      await expectLoaded(canvas);
    },
  };
}

/**
 * A state with nothing to show but a way on: the heading `titleKey` (h2, under the page's h1)
 * and a link `linkKey` to `href`, e.g. an unknown section and the way back to its course.
 */
export function wayOnStory(options: { titleKey: string; linkKey: string; href: string }): {
  play: LoadStateStory['play'];
} {
  const { titleKey, linkKey, href } = options;
  return {
    play: async ({ canvas }) => {
      await expect(
        await canvas.findByRole(
          'heading',
          { level: 2, name: i18next.t(titleKey) },
          { timeout: 5000 },
        ),
      ).toBeVisible();
      await expect(canvas.getByRole('link', { name: i18next.t(linkKey) })).toHaveAttribute(
        'href',
        href,
      );
    },
  };
}

const CAUSE_BY_STATUS = { 403: 'forbidden', 404: 'notFound', 500: 'server' } as const;

/**
 * `api` answers `status`: the alert titled `errorKey` says why in the reader's terms (no
 * access, not found, a server fault) rather than "check your connection", and offers a retry
 * only where one can help (a server fault). `open` gets the page to the load first.
 */
export function errorCauseStory(options: {
  api: string;
  status: keyof typeof CAUSE_BY_STATUS;
  errorKey: string;
  open?: (context: Pick<StoryContext, 'canvas' | 'userEvent'>) => Promise<unknown>;
}): LoadStateStory {
  const { api, status, errorKey, open } = options;
  const cause = CAUSE_BY_STATUS[status];
  return {
    beforeEach: async ({ msw }) => {
      msw.use(
        http.get(api, () =>
          HttpResponse.json({ error: { code: cause, message: 'x' } }, { status }),
        ),
      );
    },
    play: async ({ canvas, userEvent }) => {
      await open?.({ canvas, userEvent });
      const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
      await expect(within(alert).getByRole('heading', { name: i18next.t(errorKey) })).toBeVisible();
      await expect(alert).toHaveTextContent(i18next.t(`loadError.${cause}`));
      await expect(alert).not.toHaveTextContent(i18next.t('loadError.network'));
      const retry = within(alert).queryByRole('button', { name: i18next.t('common.retry') });
      await expect(Boolean(retry)).toBe(cause === 'server');
    },
  };
}
