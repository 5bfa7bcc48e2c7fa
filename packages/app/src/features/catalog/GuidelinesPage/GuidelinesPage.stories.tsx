import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import type { LocalizedText } from '@ajar/api/contract';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, StoryApp } from '../../../stories/storyApp';
import { courseFixtures, coursesHandler } from '../../../shared/fixtures/CoursesPage.fixtures';
import { localeOf } from '../../../stories/storySupport';
import { errorCauseStory, errorStory } from '../../../stories/loadStateStories';
import { mockRoute } from '../../../api';

/** The guideline courses (display type 2) against MSW, in every state of the list. */

const pick = (text: LocalizedText) => (i18next.language === 'en' ? text.en : text.id);
const guidelines = courseFixtures.filter((c) => c.displayType === 2);

const meta = {
  title: 'Pages/Guidelines',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/guidelines' },
  beforeEach: async ({ msw }) => {
    msw.use(...shellHandlers, coursesHandler());
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const findList = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('list', { name: i18next.t('courses.guidelines.listLabel') }, { timeout: 5000 });

/** Only guideline courses, each linking to its page; the fake API filters by display type. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const list = await findList(canvas);
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18next.t('pages.guidelines.title') }),
    ).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(guidelines.length);
    const first = guidelines[0]!;
    await expect(within(list).getByRole('link', { name: pick(first.title) })).toHaveAttribute(
      'href',
      `/courses/${first.id}`,
    );
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  beforeEach: async ({ msw }) => {
    msw.use(
      http.get(mockRoute('/courses'), async () => {
        await delay('infinite');
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'list',
        { name: i18next.t('courses.guidelines.loading') },
        { timeout: 5000 },
      ),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(coursesHandler([]));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('courses.guidelines.emptyTitle') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const Error: Story = errorStory({
  api: mockRoute('/courses'),
  errorKey: 'courses.guidelines.error',
});

/** A server fault says so and offers a retry, rather than blaming the connection. */
export const ErrorServer: Story = errorCauseStory({
  api: mockRoute('/courses'),
  status: 500,
  errorKey: 'courses.guidelines.error',
});

/** At 360 px the guidelines form one column. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const list = await findList(canvas);
    const [first, second] = within(list).getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().left).toBe(first!.getBoundingClientRect().left);
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
