import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { dayInZone } from '../../../shared/dates/eventTime';
import { errorStory, loadingLabelStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { meHandler, shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import { teamApi } from '../shared/team.fixtures';
import { DASHBOARD, NO_ONE, teamReportsApi } from '../shared/teamReports.fixtures';

/**
 * /my-team/dashboard against MSW: my direct reports and theirs, the cards, hours against the
 * target, per person and per course, the CSV; nobody, loading and failure.
 */
let api = teamReportsApi();
const meta = {
  title: 'Pages/Team/Team Dashboard',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/my-team/dashboard' },
  beforeEach: ({ msw }) => {
    api = teamReportsApi();
    msw.use(meHandler(4), ...shellHandlers, ...teamApi().handlers, ...api.handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const findPeople = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  canvas.findByRole(
    'table',
    { name: t('teamReports.dashboard.peopleCaption') },
    { timeout: 15_000 },
  );

/** The cards, an indirect report with who she reports to, the hours chart and the courses. */
export const Dashboard: Story = {
  play: async ({ canvas }) => {
    const people = await findPeople(canvas);
    const figure = (label: string) => canvas.getByText(label).nextElementSibling;
    await expect(figure(t('teamReports.dashboard.completion'))).toHaveTextContent(
      t('teamReports.percent', { value: DASHBOARD.cards.completionPercent }),
    );
    await expect(figure(t('teamReports.dashboard.approvals'))).toHaveTextContent('3');
    const sari = within(within(people).getByText('Sari Wulandari').closest('tr')!);
    await expect(
      sari.getByText(t('teamReports.dashboard.reportsTo', { name: 'Dewi Lestari' })),
    ).toBeVisible();
    await expect(within(people).getAllByText(t('teamReports.dashboard.quiet'))).toHaveLength(2);
    await expect(
      canvas.getByRole('table', { name: t('teamReports.courses.caption') }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('img', {
        name: new RegExp(`^${t('teamReports.dashboard.hoursChart', { year: 2026 })}: `),
      }),
    ).toBeVisible();
  },
};

/**
 * The CSV comes through the typed client (the token in a header): the request is made, and
 * the file is saved under the reader's language's name for today in the company's calendar.
 */
export const CsvDownload: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPeople(canvas);
    const saved: string[] = [];
    // The save is the anchor's click: noted here instead of a real download.
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) saved.push(this.download);
      else click.call(this);
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: t('teamReports.dashboard.csv') }));
      await waitFor(() => expect(api.calls.csv).toBe(1));
      await waitFor(() =>
        expect(saved).toEqual([
          t('teamReports.dashboard.fileName', { day: dayInZone(Date.now()) }),
        ]),
      );
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  },
};

export const NoTeam: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...teamReportsApi({ dashboard: NO_ONE }).handlers);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: t('team.list.empty') }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('teamReports.dashboard.csv') })).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingLabelStory({
    api: mockRoute('/team-reports/dashboard'),
    loadingKey: 'teamReports.dashboard.loading',
    titleKey: 'pages.teamDashboard.title',
  }),
};

export const LoadError: Story = errorStory({
  api: mockRoute('/team-reports/dashboard'),
  errorKey: 'teamReports.dashboard.error',
});

export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const people = await findPeople(canvas);
    await expect(people.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
