import { expect, within } from 'storybook/test';
import { uiMessages } from '@ajar/ui';
import { i18next } from '../../../i18n';
import { prepareStory, storyToken } from '../../../stories/storyApp';
import { localeOf } from '../../../stories/storySupport';

type Canvas = ReturnType<typeof within>;
type Loader = (context: { globals: Record<string, unknown> }) => Promise<void>;

/** Signed in as the story learner, who is placed in sales/batch-3 and leadership/batch-2. */
export const signedIn: Loader[] = [
  async ({ globals }) => prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600 })),
];

/** The English interface whatever the run's pinned locale, signed out. */
export const inEnglish: Loader[] = [async () => prepareStory('en', null)];

/** The ui kit's built-in labels in the language the story runs in. */
export const ui = () => uiMessages[i18next.resolvedLanguage === 'en' ? 'en' : 'id'];

export const findTitle = async (canvas: Canvas, name: string) =>
  expect(await canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 })).toBeVisible();

/**
 * The breadcrumb with every level shown: a narrow trail folds its middle behind a button,
 * which a reader presses to see them.
 */
export async function openTrail(
  canvas: Canvas,
  click: (element: Element) => Promise<void>,
): Promise<Canvas> {
  const trail = canvas.getByRole('navigation', { name: i18next.t('nav.breadcrumb') });
  const expand = within(trail).queryByRole('button');
  if (expand) await click(expand);
  return within(trail);
}
