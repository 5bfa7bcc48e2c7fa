import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { ROLE } from '@ajar/api/contract/roles';
import { mockRoute } from '../api';
import { BootScreen } from '../App';
import { dashboard } from '../shared/fixtures/DashboardPage.fixtures';
import { i18next } from '../i18n';
import { meHandler, prepareStory, shellHandlers, storyToken, StoryApp } from './storyApp';
import { localeOf } from './storySupport';

/**
 * The app shell as a learner meets it, against MSW in place of the API: signed out, signed
 * in, after a session expired, while booting, and on an unknown address.
 */
const meta = {
  title: 'App/Shell',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/' },
  beforeEach: async ({ msw }) => {
    // Sign-in lands on the dashboard: the signed-in stories show it with the demo's data.
    msw.use(
      ...shellHandlers,
      http.get(mockRoute('/me/dashboard'), () => HttpResponse.json(dashboard)),
    );
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('home.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute(
      'data-layout',
      'public',
    );
    await expect(canvas.getAllByRole('link', { name: i18next.t('auth.signIn') })[0]).toBeVisible();
  },
};

export const SignedInMember: Story = {
  args: { path: '/my-dashboard' },
  loaders: [
    async ({ globals }) => prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600 })),
  ],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const title = i18next.t('pages.myDashboard.title');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute(
      'data-layout',
      'member',
    );
    // The dashboard shows the learner's own next step, not an error.
    await expect(
      await canvas.findByRole(
        'heading',
        { name: i18next.t('dashboard.continue.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    // The story's learner has no direct reports here: no team menu (help: supervisors see it).
    await expect(canvas.queryByRole('link', { name: i18next.t('pages.myTeam.title') })).toBeNull();
    await expect(
      canvas.getByRole('link', { name: i18next.t('pages.myCourses.title') }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('auth.account') }));
    await expect(
      await canvas.findByRole('menuitem', { name: i18next.t('auth.signOut') }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** A trainer with no direct reports has no team to manage: no team menu. */
export const SignedInTrainer: Story = {
  args: { path: '/my-dashboard' },
  loaders: [
    async ({ globals }) =>
      prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600, roleId: ROLE.trainer })),
  ],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('pages.myDashboard.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: i18next.t('pages.myCourses.title') }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: i18next.t('pages.myTeam.title') })).toBeNull();
  },
};

/** A member who supervises people (Rina leads her sales team): the member area has the team menu. */
export const SignedInSupervisor: Story = {
  args: { path: '/my-dashboard' },
  beforeEach: ({ msw }) => msw.use(meHandler(2)),
  loaders: [
    async ({ globals }) => prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600 })),
  ],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('pages.myDashboard.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: i18next.t('pages.myTeam.title') }),
    ).toHaveAttribute('href', '/my-team');
  },
};

export const ExpiredSession: Story = {
  args: { path: '/my-courses' },
  // The warning closes itself after 4.5 s, so a screenshot would race its timer.
  tags: ['no-visual'],
  loaders: [
    async ({ globals }) => prepareStory(localeOf(globals), storyToken({ expiresInSeconds: -60 })),
  ],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('pages.signIn.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    // Toasts live in their own region at the end of the page, outside the story's root.
    const page = within(document.body);
    await expect(await page.findByText(i18next.t('session.ended'))).toBeVisible();
    await expect(
      page.getByText(document.documentElement.lang === 'en' ? 'Attention!' : 'Perhatian!'),
    ).toBeVisible();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  },
};

export const Booting: Story = {
  render: () => <BootScreen />,
  play: async ({ canvas }) => {
    const lang = document.documentElement.lang;
    await expect(canvas.getByRole('status')).toHaveTextContent(
      lang === 'en' ? 'Please wait...' : 'Tunggu Sebentar...',
    );
  },
};

export const NotFound: Story = {
  args: { path: '/alamat-yang-tidak-ada' },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('notFound.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: i18next.t('notFound.home') })).toBeVisible();
  },
};
