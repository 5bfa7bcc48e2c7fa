import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { uiMessages } from '@ajar/ui';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import { TEAM_LIMITS } from '@ajar/api/contract/team-rules';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory, loadingLabelStory, wayOnStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import {
  meHandler,
  prepareStory,
  shellHandlers,
  signedInLoaders,
  storyToken,
  StoryApp,
} from '../../../stories/storyApp';
import { pick } from '../../../stories/storySupport';
import { ANDI_ID, STRANGER_ID, teamApi, type TeamScenario } from '../shared/team.fixtures';
import { memberPath, MY_TEAM_PATH } from '../shared/teamKeys';
import { FOR_ANDI, refuseAssignment } from './AssignCoursePage.fixtures';

let api: ReturnType<typeof teamApi>;

/**
 * /my-team/:id/assign-course against MSW: a supervisor picks a course (a finished one is shown
 * but cannot be picked; one under way is dated), a due date and a note; the browser checks
 * what the API checks, the API's refusals land on their field, and a lost connection keeps
 * what was typed. On success the person's page opens with a toast.
 */
const meta = {
  title: 'Pages/Team/Assign Course',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: memberPath(ANDI_ID, 'assign-course') },
  beforeEach: ({ msw }) => {
    api = teamApi();
    msw.use(meHandler(4), ...shellHandlers, ...api.handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const lang = () => (i18next.resolvedLanguage === 'en' ? 'en' : 'id');

const withTeam = (scenario: TeamScenario): Pick<Story, 'beforeEach'> => ({
  beforeEach: ({ msw }) => {
    api = teamApi(scenario);
    msw.use(...api.handlers);
  },
});

const findCourses = async (canvas: Canvas) =>
  within(
    await canvas.findByRole(
      'radiogroup',
      { name: new RegExp(t('team.assign.courseLabel')) },
      // The first story of the file also waits for the page's code to load.
      { timeout: 15_000 },
    ),
  );
const courseRadio = (
  courses: ReturnType<typeof within>,
  course: { title: { id: string; en: string } },
) => courses.getByRole('radio', { name: new RegExp(`^${pick(course.title)}`) });
const dueField = (canvas: Canvas) =>
  canvas.getByRole('group', { name: new RegExp(t('team.assign.dueLabel')) });
const noteField = (canvas: Canvas) =>
  canvas.getByRole('textbox', {
    name: new RegExp(t('team.assign.noteLabel', { name: 'Andi Saputra' })),
  });
const submit = (canvas: Canvas) =>
  canvas.getByRole('button', { name: new RegExp(t('team.assign.submit')) });

/** Types a date into the picker's parts, day first (dd/mm/yyyy in both languages). */
async function typeDue(canvas: Canvas, userEvent: UserEvent, ddmmyyyy: string) {
  await userEvent.click(within(dueField(canvas)).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard(ddmmyyyy);
}

const NOTE = 'Sebelum presentasi rencana kerja kuartal pertama.';

/**
 * Course, due date and note; a double press sends once, the button shows it is under way;
 * then the person's page, with a toast and the course in their list.
 */
export const AssignCourse: Story = {
  ...withTeam({ slow: 600 }),
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('pages.assignCourse.title') },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    const courses = await findCourses(canvas);
    await userEvent.click(courseRadio(courses, FOR_ANDI.fresh));
    await typeDue(canvas, userEvent, '12122026');
    await expect(dueField(canvas)).toHaveTextContent('12/12/2026');
    await userEvent.type(noteField(canvas), NOTE);
    const counter = uiMessages[lang()].textAreaCounter
      .replace('{count}', String(NOTE.length))
      .replace('{max}', String(TEAM_LIMITS.note));
    await expect(canvas.getByText(counter)).toBeVisible();
    await userEvent.dblClick(submit(canvas));
    await expect(submit(canvas)).toHaveAttribute('aria-busy', 'true');
    // The toast lives outside the page's frame.
    await expect(
      await within(document.body).findByText(
        t('team.assign.assigned', { name: 'Andi Saputra' }),
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Andi Saputra' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(api.calls.assignments).toEqual([
      { courseId: FOR_ANDI.fresh.id, dueOn: '2026-12-12', note: NOTE },
    ]);
    const list = await canvas.findByRole('table', {
      name: t('team.member.courses.caption', { name: 'Andi Saputra' }),
    });
    await expect(within(list).getByText(pick(FOR_ANDI.fresh.title))).toBeVisible();
  },
};

/**
 * A finished course is listed but cannot be picked, and says why; one under way can, and says
 * that assigning it sets its due date.
 */
export const FinishedAndUnderWay: Story = {
  play: async ({ canvas }) => {
    const courses = await findCourses(canvas);
    for (const course of FOR_ANDI.finished) {
      const radio = courseRadio(courses, course);
      await expect(radio).toBeDisabled();
      await expect(radio).toHaveAccessibleName(expect.stringContaining(t('team.assign.completed')));
    }
    const taking = courseRadio(courses, FOR_ANDI.taking);
    await expect(taking).toBeEnabled();
    await expect(taking).toHaveAccessibleName(expect.stringContaining(t('team.assign.enrolled')));
    await expect(courseRadio(courses, FOR_ANDI.fresh)).toHaveAccessibleName(
      expect.not.stringContaining(t('team.assign.enrolled')),
    );
  },
};

/**
 * Sent empty: both fields say what is missing, in the API's words, and focus goes to the
 * course. A day before today, then one past the window, are refused in place; nothing is sent.
 */
export const ClientChecks: Story = {
  play: async ({ canvas, userEvent }) => {
    const courses = await findCourses(canvas);
    await userEvent.click(submit(canvas));
    const required = (field: string) =>
      formatMessage(lang(), 'required', { field: fieldLabel(lang(), field) });
    await expect(await canvas.findByText(required('courseId'))).toBeVisible();
    await expect(canvas.getByText(required('dueOn'))).toBeVisible();
    await waitFor(() =>
      expect(courses.getAllByRole('radio').find((r) => !r.hasAttribute('disabled'))).toHaveFocus(),
    );

    await userEvent.click(courseRadio(courses, FOR_ANDI.taking));
    await typeDue(canvas, userEvent, '20112026');
    await userEvent.click(submit(canvas));
    const past = formatMessage(lang(), 'teamDuePast');
    await expect(await canvas.findByText(past)).toBeVisible();
    await expect(dueField(canvas)).toHaveAccessibleDescription(new RegExp(past));
    await waitFor(() =>
      expect(within(dueField(canvas)).getAllByRole('spinbutton')[0]).toHaveFocus(),
    );

    await typeDue(canvas, userEvent, '25112027');
    await userEvent.click(submit(canvas));
    await expect(
      await canvas.findByText(
        formatMessage(lang(), 'teamDueTooFar', { n: TEAM_LIMITS.dueMaxDays }),
      ),
    ).toBeVisible();
    await expect(api.calls.assignments).toEqual([]);
  },
};

/** The day turned while the form was open: the API's refusal lands on the date, all kept. */
export const DueRefusedByApi: Story = {
  beforeEach: ({ msw }) => {
    msw.use(refuseAssignment(400, 'due_in_past', 'teamDuePast', 'dueOn'));
  },
  play: async ({ canvas, userEvent }) => {
    const courses = await findCourses(canvas);
    await userEvent.click(courseRadio(courses, FOR_ANDI.fresh));
    await typeDue(canvas, userEvent, '23112026');
    await userEvent.type(noteField(canvas), NOTE);
    await userEvent.click(submit(canvas));
    const message = formatMessage(lang(), 'teamDuePast');
    await waitFor(() => expect(dueField(canvas)).toHaveAccessibleDescription(new RegExp(message)));
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(courseRadio(courses, FOR_ANDI.fresh)).toBeChecked();
    await expect(noteField(canvas)).toHaveValue(NOTE);
  },
};

/** Finished meanwhile (409): the API's words on the course list, the choice kept. */
export const FinishedMeanwhile: Story = {
  beforeEach: ({ msw }) => {
    msw.use(refuseAssignment(409, 'course_completed', 'teamCourseCompleted', 'courseId'));
  },
  play: async ({ canvas, userEvent }) => {
    const courses = await findCourses(canvas);
    await userEvent.click(courseRadio(courses, FOR_ANDI.taking));
    await typeDue(canvas, userEvent, '15012027');
    await userEvent.click(submit(canvas));
    await expect(
      await canvas.findByText(formatMessage(lang(), 'teamCourseCompleted')),
    ).toBeVisible();
    await expect(courseRadio(courses, FOR_ANDI.taking)).toBeChecked();
  },
};

/** Offline: a message above the form (focused), the form as it was, and it can be sent again. */
export const Offline: Story = {
  ...withTeam({ offline: true }),
  play: async ({ canvas, userEvent }) => {
    const courses = await findCourses(canvas);
    await userEvent.click(courseRadio(courses, FOR_ANDI.fresh));
    await typeDue(canvas, userEvent, '12122026');
    await userEvent.type(noteField(canvas), NOTE);
    await userEvent.click(submit(canvas));
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('team.assign.failed'));
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(courseRadio(courses, FOR_ANDI.fresh)).toBeChecked();
    await expect(dueField(canvas)).toHaveTextContent('12/12/2026');
    await expect(noteField(canvas)).toHaveValue(NOTE);
    await expect(submit(canvas)).not.toHaveAttribute('aria-busy');
  },
};

/** Not my direct report: no form, the page's title and the way back to the team. */
export const NotFound: Story = {
  args: { path: memberPath(STRANGER_ID, 'assign-course') },
  play: async (context) => {
    await expect(
      await context.canvas.findByRole(
        'heading',
        { level: 1, name: t('pages.assignCourse.title') },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await wayOnStory({
      titleKey: 'team.member.notFound',
      linkKey: 'team.member.backToTeam',
      href: MY_TEAM_PATH,
    }).play(context);
    await expect(context.canvas.queryByRole('form')).toBeNull();
  },
};

/** Nothing the supervisor may assign: why, and the way back to the person; no form. */
export const NothingToAssign: Story = {
  ...withTeam({ nothingToAssign: true }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: t('team.assign.noCourses') },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText(t('team.assign.noCoursesHint'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('team.assign.back', { name: 'Andi Saputra' }) }),
    ).toHaveAttribute('href', memberPath(ANDI_ID));
    await expect(
      canvas.queryByRole('button', { name: new RegExp(t('team.assign.submit')) }),
    ).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingLabelStory({
    api: mockRoute('/team/members/{id}'),
    loadingKey: 'team.member.loading',
    titleKey: 'pages.assignCourse.title',
  }),
};

export const LoadError: Story = errorStory({
  api: mockRoute('/team/members/{id}/assignable-courses'),
  errorKey: 'team.assign.coursesError',
});

/** At 360 px the courses, the date, the note and the buttons stay inside the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    await findCourses(canvas);
    for (const element of [
      canvas.getByRole('radiogroup', { name: new RegExp(t('team.assign.courseLabel')) }),
      dueField(canvas),
      noteField(canvas),
      submit(canvas),
    ])
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};

/** In English whatever the run's language: the labels, the standings and the hint's date. */
export const English: Story = {
  globals: { locale: 'en' },
  loaders: [async () => prepareStory('en', storyToken({ expiresInSeconds: 3600 }))],
  play: async ({ canvas }) => {
    const courses = await findCourses(canvas);
    await expect(courses.getByRole('radio', { name: /^Time Management/ })).toBeEnabled();
    await expect(courses.getAllByText(/Already completed/)).toHaveLength(3);
    await expect(canvas.getByText(/24 November 2027 at the latest/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Assign course/ })).toBeVisible();
  },
};
