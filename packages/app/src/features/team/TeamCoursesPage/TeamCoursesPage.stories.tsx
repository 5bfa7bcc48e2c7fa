import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory, loadingLabelStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { meHandler, shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import { COURSES, teamApi } from '../shared/team.fixtures';
import { teamReportsApi } from '../shared/teamReports.fixtures';
import { teamCoursePath } from '../shared/teamReportKeys';

/** /my-team/course against MSW: the team's courses, none, loading and failure. */
const meta = {
  title: 'Pages/Team/Team Courses',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/my-team/course' },
  beforeEach: ({ msw }) => {
    msw.use(meHandler(4), ...shellHandlers, ...teamApi().handlers, ...teamReportsApi().handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const title = (course: { title: { id: string; en: string } }) =>
  i18next.resolvedLanguage === 'en' ? course.title.en : course.title.id;

/** Each course links to its page, with people by state and the average final score. */
export const Courses: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole(
      'table',
      { name: t('teamReports.courses.caption') },
      { timeout: 15_000 },
    );
    const link = within(table).getByRole('link', { name: title(COURSES.safety) });
    await expect(link).toHaveAttribute('href', teamCoursePath(COURSES.safety.id));
    const row = within(link.closest('tr')!);
    await expect(row.getByText(t('team.list.count.overdue', { count: 1 }))).toBeVisible();
    await expect(row.getByText('88')).toBeVisible();
    await expect(within(table).getByText(t('teamReports.noFinalQuiz'))).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...teamReportsApi({ courses: [] }).handlers);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: t('teamReports.courses.empty') },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingLabelStory({
    api: mockRoute('/team-reports/courses'),
    loadingKey: 'teamReports.courses.loading',
    titleKey: 'pages.teamCourses.title',
  }),
};

export const LoadError: Story = errorStory({
  api: mockRoute('/team-reports/courses'),
  errorKey: 'teamReports.courses.error',
});

export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole(
      'table',
      { name: t('teamReports.courses.caption') },
      { timeout: 15_000 },
    );
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
