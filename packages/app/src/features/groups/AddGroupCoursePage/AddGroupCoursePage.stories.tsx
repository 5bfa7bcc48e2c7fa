import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { formatMessage } from '@ajar/api/contract/messages';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { dayInZone } from '../../../shared/dates/eventTime';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import { groupPath } from '../shared/groupKeys';
import { groupsApi, salesGroup, SALES_GROUP } from '../shared/groups.fixtures';

let api: ReturnType<typeof groupsApi>;

/**
 * /my-group/:id/add-course against MSW: a leader picks a course, maybe with a due date, and the
 * members are enrolled; a paid course shows why it cannot be picked; the API's refusal shows.
 */
const meta = {
  title: 'Pages/Groups/Add course',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: groupPath(SALES_GROUP, 'add-course') },
  beforeEach: ({ msw }) => {
    api = groupsApi({ as: 'leader' });
    msw.use(...shellHandlers, ...api.handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const lang = () => (i18next.resolvedLanguage === 'en' ? 'en' : 'id');
const DAY_MS = 86_400_000;
const dayFromNow = (days: number) => dayInZone(Date.now() + days * DAY_MS);

const COMMUNICATION = { id: 6, title: { id: 'Komunikasi Efektif', en: 'Effective Communication' } };
const LEADERSHIP = { id: 1, title: { id: 'Dasar Kepemimpinan', en: 'Leadership Basics' } };
const titleOf = (course: { title: { id: string; en: string } }) => course.title[lang()];

const findCourses = async (canvas: Canvas) =>
  within(
    await canvas.findByRole(
      'radiogroup',
      { name: new RegExp(t('groups.addCourse.courseLabel')) },
      { timeout: 5000 },
    ),
  );
const dueField = (canvas: Canvas) =>
  canvas.getByLabelText(new RegExp(t('groups.addCourse.dueLabel')), { selector: 'input' });

/**
 * A past due date is refused in place, with focus on it; a course with a due date a month on is
 * added, and the group opens with how many members were enrolled.
 */
export const AddWithDueDate: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('pages.addGroupCourse.title') },
        // The first story of the file also waits for the page's code to load.
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    const courses = await findCourses(canvas);
    await userEvent.click(courses.getByRole('radio', { name: titleOf(COMMUNICATION) }));
    await userEvent.type(dueField(canvas), dayFromNow(-2));
    await userEvent.click(canvas.getByRole('button', { name: t('groups.addCourse.submit') }));
    await expect(await canvas.findByText(t('groups.addCourse.duePast'))).toBeVisible();
    await waitFor(() => expect(dueField(canvas)).toHaveFocus());
    await expect(api.calls.courses).toEqual([]);

    const due = dayFromNow(30);
    await userEvent.clear(dueField(canvas));
    await userEvent.type(dueField(canvas), due);
    await userEvent.click(canvas.getByRole('button', { name: t('groups.addCourse.submit') }));
    // The toast lives outside the page's frame.
    await expect(
      await within(document.body).findByText(
        t('groups.addCourse.added', { count: salesGroup().members.length }),
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: salesGroup().name }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(api.calls.courses).toEqual([{ courseId: COMMUNICATION.id, dueOn: due }]);
  },
};

/** A paid course a leader may not add: shown, marked paid, not selectable, and why. */
export const PaidCourseDisabled: Story = {
  play: async ({ canvas }) => {
    const courses = await findCourses(canvas);
    const paid = courses.getByRole('radio', { name: new RegExp(titleOf(LEADERSHIP)) });
    await expect(paid).toBeDisabled();
    await expect(paid).toHaveAccessibleName(
      expect.stringContaining(t('groups.addCourse.paidReason')),
    );
    await expect(courses.getByText(t('groups.addCourse.paid'))).toBeVisible();
  },
};

/** The course was added meanwhile (409): the API's own message, focused, above the form. */
export const AlreadyInGroup: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(mockRoute('/groups/{id}/courses'), () =>
        HttpResponse.json(
          {
            error: {
              code: 'course_in_group',
              message: formatMessage(lang(), 'groupCourseAlready', {}),
              field: 'courseId',
            },
          },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const courses = await findCourses(canvas);
    await userEvent.click(courses.getByRole('radio', { name: titleOf(COMMUNICATION) }));
    await userEvent.click(canvas.getByRole('button', { name: t('groups.addCourse.submit') }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(formatMessage(lang(), 'groupCourseAlready', {}));
    // The summary takes focus once it has rendered.
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/** A plain member: only leaders add courses, and the way back to the group. */
export const NotALeader: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...groupsApi({ as: 'member' }).handlers);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: t('groups.addCourse.leadersOnly') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('groups.addCourse.back') })).toHaveAttribute(
      'href',
      groupPath(SALES_GROUP),
    );
  },
};

/** At 360 px the courses and the date stay inside the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    await findCourses(canvas);
    const group = canvas.getByRole('radiogroup', {
      name: new RegExp(t('groups.addCourse.courseLabel')),
    });
    await expect(group.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(dueField(canvas).getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
