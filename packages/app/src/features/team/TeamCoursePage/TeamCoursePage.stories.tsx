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

/** /my-team/course/:id against MSW: figures, chart of states, due dates; not ours; loading. */
const meta = {
  title: 'Pages/Team/Team Course',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: teamCoursePath(COURSES.safety.id) },
  beforeEach: ({ msw }) => {
    msw.use(meHandler(4), ...shellHandlers, ...teamApi().handlers, ...teamReportsApi().handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const title = () =>
  i18next.resolvedLanguage === 'en' ? COURSES.safety.title.en : COURSES.safety.title.id;

/** The figures, the chart (with its table) and who still has a due date, overdue first. */
export const Course: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: title() }, { timeout: 15_000 }),
    ).toBeVisible();
    const figure = (label: string) => canvas.getAllByText(label)[0]!.nextElementSibling;
    await expect(figure(t('teamReports.courses.score'))).toHaveTextContent('88');
    await expect(
      await canvas.findByRole('img', { name: new RegExp(`^${t('teamReports.course.chart')}: `) }),
    ).toBeVisible();
    const dues = canvas.getByRole('table', { name: t('teamReports.course.duesCaption') });
    const rows = within(dues).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Andi Saputra');
    await expect(within(dues).queryByText('Dewi Lestari')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: t('teamReports.course.toAssign') }),
    ).toHaveAttribute('href', teamCoursePath(COURSES.safety.id, 'user'));
  },
};

/** Another company's course (or none such): the API's 404, and the way back. */
export const NotOurs: Story = {
  args: { path: teamCoursePath(99) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: t('teamReports.course.notFound') },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingLabelStory({
    api: mockRoute('/team-reports/courses/{id}'),
    loadingKey: 'teamReports.course.loading',
    titleKey: 'pages.teamCourse.title',
  }),
};

export const LoadError: Story = errorStory({
  api: mockRoute('/team-reports/courses/{id}'),
  errorKey: 'teamReports.course.error',
});

export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const dues = await canvas.findByRole(
      'table',
      { name: t('teamReports.course.duesCaption') },
      { timeout: 15_000 },
    );
    await expect(dues.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
