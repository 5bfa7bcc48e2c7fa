import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { Language } from '@ajar/api/contract/languages';
import { formatMessage } from '@ajar/api/contract/messages';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory, loadingLabelStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { meHandler, shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import { COURSES, teamApi } from '../shared/team.fixtures';
import { teamReportsApi } from '../shared/teamReports.fixtures';
import { teamCoursePath } from '../shared/teamReportKeys';

/** /my-team/course/:id/user against MSW: assigning the course to several people at once. */
let api = teamReportsApi();
const meta = {
  title: 'Pages/Team/Team Course Assign',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: teamCoursePath(COURSES.safety.id, 'user') },
  beforeEach: ({ msw }) => {
    api = teamReportsApi();
    msw.use(meHandler(4), ...shellHandlers, ...teamApi().handlers, ...api.handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const findForm = (canvas: Canvas) =>
  canvas.findByRole('form', { name: t('teamReports.assign.formLabel') }, { timeout: 15_000 });
const box = (form: HTMLElement, name: string) =>
  within(form).getByRole('checkbox', { name: new RegExp(`^${name}`) });
/** Types a date into the picker's parts, day first (dd/mm/yyyy in both languages). */
async function typeDue(
  form: HTMLElement,
  userEvent: { click: (el: Element) => Promise<void>; keyboard: (text: string) => Promise<void> },
) {
  await userEvent.click(within(form).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard('30112026');
}
const lang = (): Language => (i18next.resolvedLanguage === 'en' ? 'en' : 'id');

/** Who completed it cannot be ticked; who takes it says assigning dates it. */
export const Choose: Story = {
  play: async ({ canvas }) => {
    const form = await findForm(canvas);
    await expect(box(form, 'Dewi Lestari')).toBeDisabled();
    await expect(
      within(form).getByText(t('teamReports.assign.completed'), { exact: false }),
    ).toBeVisible();
    await expect(box(form, 'Yoga Pratama')).toBeEnabled();
  },
};

/** Sending with nobody ticked: the message, and focus on the first person. */
export const NobodyChosen: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    await userEvent.click(within(form).getByRole('button', { name: t('team.assign.submit') }));
    await expect(await within(form).findByText(t('teamReports.assign.pickPeople'))).toBeVisible();
    await waitFor(() => expect(box(form, 'Andi Saputra')).toHaveFocus());
    await expect(api.calls.assignments).toHaveLength(0);
  },
};

/** Yoga and Andi are assigned; Putri, completed meanwhile, is refused with the API's reason. */
export const AssignSeveral: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    for (const name of ['Andi Saputra', 'Putri Ramadhani', 'Yoga Pratama'])
      await userEvent.click(box(form, name));
    await typeDue(form, userEvent);
    await userEvent.click(within(form).getByRole('button', { name: t('team.assign.submit') }));
    const results = await canvas.findByRole(
      'list',
      { name: t('teamReports.assign.resultsTitle') },
      { timeout: 10_000 },
    );
    await expect(api.calls.assignments[0]?.dueOn).toBe('2026-11-30');
    await expect(within(results).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(results).getByText(/Yoga Pratama/)).toBeVisible();
    const putri = within(results).getByText(/Putri Ramadhani/);
    await expect(putri).toHaveTextContent(formatMessage(lang(), 'teamCourseCompleted'));
    // The toast lives outside the page's frame.
    await expect(
      await within(document.body).findByText(t('teamReports.assign.done', { count: 2 })),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingLabelStory({
    api: mockRoute('/team-reports/courses/{id}/assignees'),
    loadingKey: 'teamReports.assign.loading',
    titleKey: 'pages.teamCourseUser.title',
  }),
};

export const LoadError: Story = errorStory({
  api: mockRoute('/team-reports/courses/{id}/assignees'),
  errorKey: 'teamReports.assign.error',
});

export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const form = await findForm(canvas);
    await expect(form.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
