import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import type { CourseDetail, LocalizedText } from '@ajar/api/contract';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, storyToken, StoryApp } from '../../../stories/storyApp';
import { serverError } from '../../../shared/fixtures/CoursesPage.fixtures';
import {
  draftCourse,
  excelCourse,
  leadershipCourse,
} from '../../../shared/fixtures/CourseDetailPage.fixtures';
import { localeOf, never } from '../../../stories/storySupport';
import { uiMessages } from '@ajar/ui';
import { errorCauseStory, errorStory, loadingLabelStory } from '../../../stories/loadStateStories';
import {
  completed,
  enrolment,
  enrolmentApi,
  inProgress,
} from './CourseDetailPage.enrolment.fixtures';
import { mockRoute } from '../../../api';

/**
 * A course's page against MSW: signed out (sign in to start) and signed in (enrol for
 * free, redeem a voucher, continue, see the certificate), a course with a cover and one
 * without contents, loading, failing, and an unknown or malformed course id.
 */

const pick = (text: LocalizedText) => (i18next.language === 'en' ? text.en : text.id);
const courses: CourseDetail[] = [leadershipCourse, excelCourse, draftCourse];

const courseHandler = http.get(mockRoute('/courses/{id}'), ({ params }) => {
  const course = courses.find((c) => String(c.id) === params.id);
  return course
    ? HttpResponse.json(course)
    : HttpResponse.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 });
});

const meta = {
  title: 'Pages/Course detail',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/courses/1' },
  beforeEach: async ({ msw }) => {
    msw.use(...shellHandlers, courseHandler);
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const findTitle = async (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 });

/** Whole hours as course cards write them ("5 jam" / "5 h"): the course page must agree. */
const hours = (count: number) =>
  uiMessages[i18next.resolvedLanguage === 'en' ? 'en' : 'id'].courseDurationHours.replace(
    '{hours}',
    String(count),
  );

/** Signed out: the course, its outline with only the first content open, and sign-in. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await findTitle(canvas, pick(leadershipCourse.title))).toBeVisible();
    const crumbs = canvas.getByRole('navigation', { name: i18next.t('nav.breadcrumb') });
    await expect(
      within(crumbs).getByRole('link', { name: i18next.t('pages.courses.title') }),
    ).toHaveAttribute('href', '/courses');
    await expect(canvas.getByText(pick(leadershipCourse.description))).toBeVisible();
    await expect(canvas.getByText(pick(leadershipCourse.category!.name))).toBeVisible();
    await expect(canvas.getByText('Dewi Lestari')).toBeVisible();
    await expect(canvas.getByText(hours(5))).toBeVisible();
    await expect(
      canvas.getByText(i18next.t('courses.detail.contentCount', { count: 15 })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: i18next.t('courses.detail.outline') }),
    ).toBeVisible();
    const statuses = [...canvasElement.querySelectorAll('[data-status]')].map((row) =>
      row.getAttribute('data-status'),
    );
    await expect(statuses[0]).toBe('available');
    await expect(statuses.slice(1).every((status) => status === 'locked')).toBe(true);
    await expect(
      canvas.getByRole('link', { name: i18next.t('courses.detail.signInToStart') }),
    ).toHaveAttribute('href', '/sign-in?next=%2Fcourses%2F1');
  },
};

const signedIn = [
  async ({ globals }: { globals: Record<string, unknown> }) =>
    prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600 })),
];

/** Enrolled and not started yet: start learning, every content open in the outline. */
export const SignedIn: Story = {
  loaders: signedIn,
  beforeEach: async ({ msw }) => {
    msw.use(...enrolmentApi({ enrolment: enrolment(), requiresVoucher: false }).handlers);
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await findTitle(canvas, pick(leadershipCourse.title))).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: i18next.t('courses.detail.start') }),
    ).toHaveAttribute('href', '/courses/1/learn');
    // Just enrolled in a course taken in order: its first content open, the rest locked, as
    // the player shows them.
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-status="available"]')).toHaveLength(1),
    );
    await expect(canvasElement.querySelectorAll('[data-status="locked"]')).toHaveLength(
      canvasElement.querySelectorAll('[data-status]').length - 1,
    );
  },
};

/** The sign-in button leads to sign-in, which returns here afterwards (`next`). */
export const SignInToStart: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole(
        'link',
        { name: i18next.t('courses.detail.signInToStart') },
        { timeout: 5000 },
      ),
    );
    await expect(await findTitle(canvas, i18next.t('pages.signIn.title'))).toBeVisible();
  },
};

/** A cover image, one hour exactly, and no trainer or category (those facts are left out). */
export const WithCover: Story = {
  args: { path: '/courses/2' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await findTitle(canvas, pick(excelCourse.title))).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAccessibleName(new RegExp(pick(excelCourse.title)));
    // The outline shows durations too: read the facts by their labels.
    const fact = (label: string) =>
      [...canvasElement.querySelectorAll('dt')].find((term) => term.textContent === label)
        ?.nextElementSibling;
    await expect(fact(i18next.t('courses.detail.duration'))).toHaveTextContent(hours(1));
    await expect(fact(i18next.t('courses.detail.contents'))).toHaveTextContent(
      i18next.t('courses.detail.contentCount', { count: 1 }),
    );
    const terms = [...canvasElement.querySelectorAll('dt')].map((term) => term.textContent);
    await expect(terms).not.toContain(i18next.t('courses.detail.trainer'));
    await expect(terms).not.toContain(i18next.t('courses.detail.category'));
  },
};

export const NoContents: Story = {
  args: { path: '/courses/12' },
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas, pick(draftCourse.title))).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: i18next.t('courses.detail.noContents') }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingLabelStory({
    api: mockRoute('/courses/{id}'),
    loadingKey: 'courses.detail.loading',
    titleKey: 'pages.courseDetail.title',
  }),
};

export const Error: Story = errorStory({
  api: mockRoute('/courses/{id}'),
  errorKey: 'courses.detail.error',
});

/** A course the reader may not open: says so, not "check your connection", and no retry. */
export const ErrorForbidden: Story = errorCauseStory({
  api: mockRoute('/courses/{id}'),
  status: 403,
  errorKey: 'courses.detail.error',
});

/** The API answers 404: a not-found state with a way back, not an error to retry. */
export const NotFound: Story = {
  args: { path: '/courses/999' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('courses.detail.notFoundTitle') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: i18next.t('courses.detail.backToCourses') }),
    ).toHaveAttribute('href', '/courses');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(document.title).toContain(i18next.t('courses.detail.notFoundTitle')),
    );
  },
};

/** A malformed id is not sent to the API at all. */
export const InvalidId: Story = {
  args: { path: '/courses/kursus-k3' },
  beforeEach: async ({ msw }) => {
    msw.use(http.get(mockRoute('/courses/{id}'), () => serverError()));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('courses.detail.notFoundTitle') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** At 360 px the summary and its action come first, above the description and outline. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const action = await canvas.findByRole(
      'link',
      { name: i18next.t('courses.detail.signInToStart') },
      { timeout: 5000 },
    );
    const about = canvas.getByRole('heading', {
      level: 2,
      name: i18next.t('courses.detail.about'),
    });
    await expect(action.getBoundingClientRect().bottom).toBeLessThan(
      about.getBoundingClientRect().top,
    );
    await expect(action.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};

/** The enrolment API of the story running now, to check what the page asked of it. */
let api: ReturnType<typeof enrolmentApi> | undefined;
const withAccess = (...args: Parameters<typeof enrolmentApi>) => {
  api = enrolmentApi(...args);
  return api.handlers;
};
const learnPage = never(mockRoute('/courses/{id}/learn'));

/** A free course: one press enrols and opens the player. */
export const EnrolFree: Story = {
  loaders: signedIn,
  beforeEach: async ({ msw }) => {
    msw.use(...withAccess({ enrolment: null, requiresVoucher: false }), learnPage);
  },
  play: async ({ canvas, userEvent }) => {
    const title = pick(leadershipCourse.title);
    await findTitle(canvas, title);
    const enrol = await canvas.findByRole(
      'button',
      { name: i18next.t('courses.detail.enrolFree') },
      { timeout: 5000 },
    );
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(enrol);
    await waitFor(() => expect(api?.posts).toBe(1));
    // The player's code loads on first use: give the navigation time to land.
    await waitFor(
      () => expect(canvas.queryByRole('heading', { level: 1, name: title })).toBeNull(),
      { timeout: 8000 },
    );
  },
};

/** A paid course: the way to the voucher form, which knows the course. */
export const VoucherRequired: Story = {
  loaders: signedIn,
  beforeEach: async ({ msw }) => {
    msw.use(...withAccess({ enrolment: null, requiresVoucher: true }));
  },
  play: async ({ canvas, userEvent }) => {
    const voucher = await canvas.findByRole(
      'link',
      { name: i18next.t('courses.detail.haveVoucher') },
      { timeout: 5000 },
    );
    await expect(voucher).toHaveAttribute('href', '/redeem-voucher?course=1');
    await expect(canvas.getByText(i18next.t('courses.detail.voucherNote'))).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: i18next.t('courses.detail.enrolFree') }),
    ).toBeNull();
    await userEvent.click(voucher);
    await expect(await findTitle(canvas, i18next.t('pages.redeemVoucher.title'))).toBeVisible();
  },
};

/** Enrolled and under way: the progress and the way back in. */
export const Enrolled: Story = {
  loaders: signedIn,
  beforeEach: async ({ msw }) => {
    msw.use(...withAccess({ enrolment: inProgress, requiresVoucher: false }));
  },
  play: async ({ canvas }) => {
    const resume = await canvas.findByRole(
      'link',
      { name: i18next.t('courses.detail.continue') },
      { timeout: 5000 },
    );
    await expect(resume).toHaveAttribute('href', '/courses/1/learn');
    const progress = canvas.getByRole('progressbar', {
      name: i18next.t('courses.detail.progress'),
    });
    await expect(progress).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.queryByText(i18next.t('courses.detail.completed'))).toBeNull();
    await expect(
      canvas.queryByRole('link', { name: i18next.t('courses.detail.viewCertificate') }),
    ).toBeNull();
  },
};

/** Completed with a certificate: it is one link away. */
export const Completed: Story = {
  loaders: signedIn,
  beforeEach: async ({ msw }) => {
    msw.use(...withAccess({ enrolment: completed, requiresVoucher: true }));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText(i18next.t('courses.detail.completed'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // The outline agrees with the progress: every content done, none merely "available".
    await waitFor(() =>
      expect(
        [...canvasElement.querySelectorAll('[data-status]')].every(
          (row) => row.getAttribute('data-status') === 'done',
        ),
      ).toBe(true),
    );
    await expect(
      canvas.getByRole('link', { name: i18next.t('courses.detail.continue') }),
    ).toHaveAttribute('href', '/courses/1/learn');
    await expect(
      canvas.getByRole('link', { name: i18next.t('courses.detail.viewCertificate') }),
    ).toHaveAttribute('href', '/certificate?print=AJR-7K2M-Q9XD');
    // An enrolled learner is not offered a voucher, even for a paid course.
    await expect(
      canvas.queryByRole('link', { name: i18next.t('courses.detail.haveVoucher') }),
    ).toBeNull();
  },
};

/** The course turned paid meanwhile: the API's message, then the voucher way in. */
export const EnrolRefused: Story = {
  tags: ['no-visual'],
  loaders: signedIn,
  beforeEach: async ({ msw }) => {
    msw.use(...withAccess({ enrolment: null, requiresVoucher: false }, { becomesPaid: true }));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: i18next.t('courses.detail.enrolFree') },
        { timeout: 5000 },
      ),
    );
    await expect(
      await within(document.body).findByText(
        'Kursus ini berbayar. Gunakan kode voucher untuk mendaftar.',
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: i18next.t('courses.detail.haveVoucher') }),
    ).toHaveAttribute('href', '/redeem-voucher?course=1');
    await expect(api?.posts).toBe(1);
  },
};

/** The course loads but the enrolment does not: the page stays, with a retry for the action. */
export const AccessError: Story = {
  loaders: signedIn,
  beforeEach: async ({ msw }) => {
    msw.use(http.get(mockRoute('/courses/{id}/enrolment'), serverError));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      i18next.t('courses.detail.accessError'),
    );
    await expect(canvas.getByRole('button', { name: i18next.t('common.retry') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      pick(leadershipCourse.title),
    );
  },
};

export const AccessLoading: Story = {
  tags: ['no-visual'],
  loaders: signedIn,
  beforeEach: async ({ msw }) => {
    msw.use(never(mockRoute('/courses/{id}/enrolment')));
  },
  play: async ({ canvas }) => {
    await findTitle(canvas, pick(leadershipCourse.title));
    const pending = await canvas.findByRole(
      'button',
      { name: new RegExp(i18next.t('courses.detail.start')) },
      { timeout: 5000 },
    );
    await expect(pending).toHaveAttribute('aria-busy', 'true');
  },
};
