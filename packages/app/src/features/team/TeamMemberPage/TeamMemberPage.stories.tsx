import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
import {
  ANDI_ID,
  COURSES,
  HOURS_TARGET,
  RINA,
  STRANGER_ID,
  teamApi,
  YOGA_ID,
} from '../shared/team.fixtures';
import { recapPath } from '../../teamEvaluations/shared/evaluationKeys';
import { memberPath, MY_TEAM_PATH } from '../shared/teamKeys';
import { ANDI_COURSES, SAFETY_NOTE } from './TeamMemberPage.fixtures';

/**
 * /my-team/:id against MSW: one direct report with their hours, courses (most urgent first),
 * certificates and assignment history; someone new with nothing yet; someone not on my team.
 */
const meta = {
  title: 'Pages/Team/Team Member',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: memberPath(ANDI_ID) },
  beforeEach: ({ msw }) => {
    msw.use(meHandler(4), ...shellHandlers, ...teamApi().handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const locale = () => (i18next.resolvedLanguage === 'en' ? 'en-GB' : 'id-ID');
const day = (iso: string, month: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(locale(), {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(iso));

const findName = (canvas: Canvas, name: string) =>
  canvas.findByRole(
    'heading',
    { level: 1, name },
    // The first story of the file also waits for the page's code to load.
    { timeout: 15_000 },
  );
const coursesTable = (canvas: Canvas, name: string) =>
  canvas.getByRole('table', { name: t('team.member.courses.caption', { name }) });

/**
 * Andi: position, email and hours against the target; his courses in the API's order with
 * their states in words, the due date, who assigned the overdue one and why; his certificates
 * with their states; the history of what was assigned; and the way to assign a course.
 */
export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(await findName(canvas, 'Andi Saputra')).toBeVisible();
    await expect(canvas.getByText('Staf Penjualan')).toBeVisible();
    await expect(canvas.getByText('andi.saputra@ajar.local')).toBeVisible();
    const hours = { done: new Intl.NumberFormat(locale()).format(12.5), target: HOURS_TARGET };
    await expect(canvas.getByText(t('team.hours.value', hours))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('team.member.assign') })).toHaveAttribute(
      'href',
      memberPath(ANDI_ID, 'assign-course'),
    );
    await expect(canvas.getByRole('link', { name: t('team.member.evaluations') })).toHaveAttribute(
      'href',
      recapPath(ANDI_ID),
    );

    const courses = coursesTable(canvas, 'Andi Saputra');
    const rows = within(courses).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      ANDI_COURSES.map(({ course }) => pick(course.title)),
    );
    for (const [index, { state }] of ANDI_COURSES.entries())
      await expect(within(rows[index]!).getByText(t(`team.state.${state}`))).toBeVisible();
    const overdue = within(rows[0]!);
    await expect(overdue.getByText(day('2026-11-15T23:59:59+07:00', 'short'))).toBeVisible();
    await expect(overdue.getByText(RINA, { exact: false })).toBeVisible();
    await expect(
      overdue.getByText(t('team.member.courses.note', { note: SAFETY_NOTE })),
    ).toBeVisible();
    await expect(
      overdue.getByRole('progressbar', {
        name: t('team.member.courses.progressOf', {
          name: 'Andi Saputra',
          title: pick(COURSES.safety.title),
        }),
      }),
    ).toHaveAttribute('aria-valuenow', '40');
    await expect(within(rows[2]!).getByText(t('team.member.courses.selfEnrolled'))).toBeVisible();
    await expect(
      within(rows[3]!).getByText(day('2026-10-02T12:00:00+07:00', 'short')),
    ).toBeVisible();

    const certificates = canvas.getByRole('table', {
      name: t('team.member.certs.caption', { name: 'Andi Saputra' }),
    });
    await expect(within(certificates).getAllByText(t('team.member.certs.valid'))).toHaveLength(2);
    await expect(within(certificates).getByText(t('team.member.certs.expired'))).toBeVisible();

    await expect(
      canvas.getByText(
        t('team.member.log.assigned', {
          by: RINA,
          title: pick(COURSES.communication.title),
          due: day('2026-12-12T23:59:59+07:00', 'short'),
        }),
        { exact: false },
      ),
    ).toBeVisible();
  },
};

/** Someone new: no position on record, no course yet (and the way to give one), nothing else. */
export const NothingYet: Story = {
  args: { path: memberPath(YOGA_ID) },
  play: async ({ canvas }) => {
    await expect(await findName(canvas, 'Yoga Pratama')).toBeVisible();
    await expect(
      canvas.getByRole('heading', {
        level: 3,
        name: t('team.member.courses.empty', { name: 'Yoga Pratama' }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(t('team.member.certs.empty', { name: 'Yoga Pratama' })),
    ).toBeVisible();
    await expect(
      canvas.getByText(t('team.member.log.empty', { name: 'Yoga Pratama' })),
    ).toBeVisible();
    await expect(canvas.getAllByText(t('team.notSet'))).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: t('team.member.assign') })).toBeVisible();
  },
};

/** Not my direct report (the API answers 404): no crash, the page's title and the way back. */
export const NotFound: Story = {
  args: { path: memberPath(STRANGER_ID) },
  play: async (context) => {
    await expect(await findName(context.canvas, t('pages.teamMember.title'))).toBeVisible();
    await wayOnStory({
      titleKey: 'team.member.notFound',
      linkKey: 'team.member.backToTeam',
      href: MY_TEAM_PATH,
    }).play(context);
    await expect(context.canvas.queryByRole('link', { name: t('team.member.assign') })).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingLabelStory({
    api: mockRoute('/team/members/{id}'),
    loadingKey: 'team.member.loading',
    titleKey: 'pages.teamMember.title',
  }),
};

export const LoadError: Story = errorStory({
  api: mockRoute('/team/members/{id}'),
  errorKey: 'team.member.error',
});

/** At 360 px the figures, the course blocks and the action stay inside the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    await findName(canvas, 'Andi Saputra');
    const courses = coursesTable(canvas, 'Andi Saputra');
    await expect(courses.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    for (const bar of within(courses).getAllByRole('progressbar'))
      await expect(bar.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(
      canvas.getByRole('link', { name: t('team.member.assign') }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};

/** In English whatever the run's language: the states, the history and the dates. */
export const English: Story = {
  globals: { locale: 'en' },
  loaders: [async () => prepareStory('en', storyToken({ expiresInSeconds: 3600 }))],
  play: async ({ canvas }) => {
    await findName(canvas, 'Andi Saputra');
    const courses = coursesTable(canvas, 'Andi Saputra');
    await expect(within(courses).getByText('Overdue')).toBeVisible();
    await expect(within(courses).getByText('Occupational Health and Safety Basics')).toBeVisible();
    await expect(
      canvas.getByText('Rina Kusuma assigned Effective Communication, due 12 Dec 2026', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Assign a course' })).toBeVisible();
  },
};
