import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory, loadingLabelStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { meHandler, shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import { COURSES, teamApi } from '../shared/team.fixtures';
import { NOBODY_IN_SAFETY, teamReportsApi } from '../shared/teamReports.fixtures';
import { teamCoursePath } from '../shared/teamReportKeys';

/** /my-team/course/:id/users against MSW: the people × course rows, filtered and sorted. */
const meta = {
  title: 'Pages/Team/Team Course Users',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: teamCoursePath(COURSES.safety.id, 'users') },
  beforeEach: ({ msw }) => {
    msw.use(meHandler(4), ...shellHandlers, ...teamApi().handlers, ...teamReportsApi().handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const findTable = (canvas: Canvas) =>
  canvas.findByRole('table', { name: t('teamReports.people.caption') }, { timeout: 15_000 });
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** Everyone in the course with state, progress, due date, score and last activity. */
export const People: Story = {
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await expect(names(table)).toEqual(['Andi Saputra', 'Putri Ramadhani', 'Dewi Lestari']);
    const dewi = within(within(table).getByText('Dewi Lestari').closest('tr')!);
    await expect(dewi.getByText(t('team.state.completed'))).toBeVisible();
    await expect(dewi.getByText('88')).toBeVisible();
  },
};

/** Filtering by state narrows the rows; a state nobody is in says so. */
export const FilterByState: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await findTable(canvas);
    const filter = canvas.getByRole('combobox', { name: t('teamReports.people.filter') });
    await userEvent.selectOptions(filter, 'overdue');
    await expect(names(table)).toEqual(['Andi Saputra']);
    await userEvent.selectOptions(filter, 'inProgress');
    await expect(canvas.getByText(t('teamReports.people.noMatch'))).toBeVisible();
    await userEvent.selectOptions(filter, '');
    await expect(names(table)).toHaveLength(3);
  },
};

/** Sorting by a column's header orders the rows by it. */
export const SortByName: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await findTable(canvas);
    await userEvent.click(
      within(table).getByRole('button', { name: new RegExp(`^${t('teamReports.people.name')}`) }),
    );
    await expect(names(table)).toEqual(['Andi Saputra', 'Dewi Lestari', 'Putri Ramadhani']);
  },
};

/** Nobody on my team takes the course: the table says so, and the filter stays. */
export const Nobody: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...teamReportsApi({ detail: NOBODY_IN_SAFETY }).handlers);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(t('teamReports.people.empty'), undefined, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingLabelStory({
    api: mockRoute('/team-reports/courses/{id}'),
    loadingKey: 'teamReports.course.loading',
    titleKey: 'pages.teamCourseUsers.title',
  }),
};

export const LoadError: Story = errorStory({
  api: mockRoute('/team-reports/courses/{id}'),
  errorKey: 'teamReports.course.error',
});

export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
