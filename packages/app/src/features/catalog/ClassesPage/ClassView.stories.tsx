import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, StoryApp } from '../../../stories/storyApp';
import { localeOf, pick, serverError } from '../../../stories/storySupport';
import {
  errorCauseStory,
  errorStory,
  loadingStory,
  retryAfterErrorStory,
} from '../../../stories/loadStateStories';
import {
  leadershipBatch2Detail,
  salesBatch1Detail,
  salesBatch3Detail,
  salesCourses,
  salesProgram,
} from './ClassesPage.fixtures';
import { classesHandlers } from './ClassesPage.handlers';
import { findTitle, inEnglish, openTrail, signedIn, ui } from './classesStories';
import { apiPath, mockRoute } from '../../../api';

const CLASS_API = apiPath('/classes/{program}/{class}', {
  path: { program: 'sales', class: 'batch-3' },
});

/** /classes/{program}/{class}: one class and its courses, against MSW in place of the API. */
const meta = {
  title: 'Pages/Classes/Class',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/classes/sales/batch-3' },
  beforeEach: async ({ msw }) => {
    msw.use(...shellHandlers, ...classesHandlers);
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const details = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: i18next.t('classes.class.details') }));
const courseList = (canvas: Canvas) =>
  canvas.queryByRole('list', { name: i18next.t('classes.class.coursesTitle') });

/**
 * A visitor: the class's days, place, trainer and seats, its courses in order, and a note
 * that companies place learners, with a way to sign in and come back.
 */
export const SignedOut: Story = {
  play: async ({ canvas, userEvent }) => {
    await findTitle(canvas, pick(salesBatch3Detail.title));
    await expect(
      canvas.getByText(
        i18next.t('classes.class.lead', { program: pick(salesBatch3Detail.program.title) }),
      ),
    ).toBeVisible();
    await expect(document.title).toContain(pick(salesBatch3Detail.title));
    await expect(document.title).toContain(pick(salesProgram.title));

    const trail = await openTrail(canvas, (element) => userEvent.click(element));
    await expect(
      trail.getByRole('link', { name: i18next.t('pages.classes.title') }),
    ).toHaveAttribute('href', '/classes');
    await expect(trail.getByRole('link', { name: pick(salesProgram.title) })).toHaveAttribute(
      'href',
      '/classes/sales',
    );
    await expect(trail.getByText(pick(salesBatch3Detail.title))).toHaveAttribute(
      'aria-current',
      'page',
    );

    const panel = details(canvas);
    await expect(panel.getByText(ui().eventUpcoming)).toBeVisible();
    await expect(panel.getByText(ui().eventOffline)).toBeVisible();
    await expect(panel.getByText(salesBatch3Detail.location!)).toBeVisible();
    await expect(panel.getByText(salesBatch3Detail.trainer!.name)).toBeVisible();
    await expect(
      panel.getByText(i18next.t('classes.class.seatsValue', { count: 18, capacity: 25 })),
    ).toBeVisible();
    await expect(panel.getByText(/2026/).closest('time')).toHaveAttribute('datetime', '2026-05-04');
    await expect(
      canvas.getByRole('region', { name: i18next.t('classes.class.about') }),
    ).toHaveTextContent(pick(salesBatch3Detail.description));

    const steps = courseList(canvas)!;
    await expect(steps.tagName).toBe('OL');
    const items = within(steps).getAllByRole('listitem');
    await expect(items).toHaveLength(salesCourses.length);
    await expect(
      within(items[0]!).getByRole('link', { name: pick(salesCourses[0]!.title) }),
    ).toHaveAttribute('href', `/courses/${salesCourses[0]!.id}`);

    await expect(panel.getByText(i18next.t('classes.class.placedNote'))).toBeVisible();
    await expect(panel.queryByText(i18next.t('classes.class.memberNote'))).toBeNull();
    const signIn = panel.getByRole('link', { name: i18next.t('classes.class.signIn') });
    await expect(signIn).toHaveAttribute('href', '/sign-in?next=%2Fclasses%2Fsales%2Fbatch-3');
    await userEvent.click(signIn);
    await findTitle(canvas, i18next.t('pages.signIn.title'));
  },
};

/** A learner placed in the class: a line saying so and a link on to its first course. */
export const SignedInMember: Story = {
  loaders: signedIn,
  play: async ({ canvas }) => {
    await findTitle(canvas, pick(salesBatch3Detail.title));
    const panel = details(canvas);
    await expect(panel.getByText(i18next.t('classes.class.memberNote'))).toBeVisible();
    await expect(
      panel.getByRole('link', { name: i18next.t('classes.class.continue') }),
    ).toHaveAttribute('href', `/courses/${salesCourses[0]!.id}`);
    await expect(panel.queryByText(i18next.t('classes.class.placedNote'))).toBeNull();
    await expect(panel.queryByRole('link', { name: i18next.t('classes.class.signIn') })).toBeNull();
  },
};

/** Signed in but not in this (finished) class: how places are given, and nothing to press. */
export const SignedInNotMember: Story = {
  args: { path: '/classes/sales/batch-1' },
  loaders: signedIn,
  play: async ({ canvas }) => {
    await findTitle(canvas, pick(salesBatch1Detail.title));
    const panel = details(canvas);
    await expect(panel.getByText(ui().eventPast)).toBeVisible();
    await expect(panel.getByText(i18next.t('classes.class.placedNote'))).toBeVisible();
    await expect(panel.queryByRole('link')).toBeNull();
    await expect(panel.queryByRole('button')).toBeNull();
  },
};

/** A member of a class whose courses are not set yet: no link on, an empty list. */
export const MemberWithoutCourses: Story = {
  args: { path: '/classes/leadership/batch-2' },
  loaders: signedIn,
  play: async ({ canvas }) => {
    await findTitle(canvas, pick(leadershipBatch2Detail.title));
    const panel = details(canvas);
    await expect(panel.getByText(i18next.t('classes.class.memberNote'))).toBeVisible();
    await expect(panel.getByText(ui().eventOnline)).toBeVisible();
    await expect(panel.queryByRole('link')).toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 3, name: i18next.t('classes.class.noCourses') }),
    ).toBeVisible();
    await expect(courseList(canvas)).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingStory({
    api: CLASS_API,
    titleKey: 'pages.classes.title',
    loadingKey: 'classes.class.loading',
  }),
};

export const Error: Story = errorStory({ api: CLASS_API, errorKey: 'classes.class.error' });

/** A class the reader may not see: the alert says so, not "check your connection". */
export const Forbidden: Story = errorCauseStory({
  api: CLASS_API,
  status: 403,
  errorKey: 'classes.class.error',
});

/** A server fault: try again later, with a retry. */
export const ServerFault: Story = errorCauseStory({
  api: CLASS_API,
  status: 500,
  errorKey: 'classes.class.error',
});

export const RetryAfterError: Story = retryAfterErrorStory({
  api: CLASS_API,
  answer: () => HttpResponse.json(salesBatch3Detail),
  expectLoaded: async (canvas) => {
    await findTitle(canvas, pick(salesBatch3Detail.title));
    await expect(courseList(canvas)).toBeVisible();
  },
});

/** A class the API does not have: a way back to the programs, not an error. */
export const NotFound: Story = {
  args: { path: '/classes/sales/batch-9' },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('classes.notFound.class') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(document.title).toContain(i18next.t('classes.notFound.class'));
    await userEvent.click(canvas.getByRole('link', { name: i18next.t('classes.notFound.back') }));
    await expect(
      await canvas.findByRole('list', { name: i18next.t('classes.listLabel') }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Deeper than a class is no page at all, and nothing is asked of the API. */
export const TooDeep: Story = {
  args: { path: '/classes/sales/batch-3/materi' },
  beforeEach: async ({ msw }) => {
    msw.use(http.get(`${mockRoute('/classes')}/*`, serverError));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('classes.notFound.page') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await findTitle(canvas, i18next.t('pages.classes.title'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** In English: the long dates, the facts and the note. */
export const English: Story = {
  globals: { locale: 'en' },
  loaders: inEnglish,
  play: async ({ canvas }) => {
    await findTitle(canvas, 'Batch 3');
    const panel = details(canvas);
    await expect(panel.getByText(/^May 4\s*–\s*June 26, 2026$/)).toBeVisible();
    await expect(panel.getByText('18 of 25 places taken')).toBeVisible();
    await expect(panel.getByText('Upcoming')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Sign in to see your classes' })).toBeVisible();
    await expect(canvas.getByText('Take these 3 courses in order.')).toBeVisible();
  },
};
