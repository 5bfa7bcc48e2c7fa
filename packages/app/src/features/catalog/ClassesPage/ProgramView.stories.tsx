import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, StoryApp } from '../../../stories/storyApp';
import { localeOf, pick } from '../../../stories/storySupport';
import {
  errorCauseStory,
  errorStory,
  loadingStory,
  retryAfterErrorStory,
} from '../../../stories/loadStateStories';
import { digitalProgram, salesBatch2, salesBatch3, salesProgram } from './ClassesPage.fixtures';
import { classesHandlers } from './ClassesPage.handlers';
import { findTitle, inEnglish, openTrail, signedIn, ui } from './classesStories';
import { apiPath } from '../../../api';

/** /classes/{program}: a program's classes by status, against MSW in place of the API. */
const meta = {
  title: 'Pages/Classes/Program',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/classes/sales' },
  beforeEach: async ({ msw }) => {
    msw.use(...shellHandlers, ...classesHandlers);
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const section = (canvas: Canvas, status: 'ongoing' | 'upcoming' | 'finished') =>
  within(canvas.getByRole('region', { name: i18next.t(`classes.program.${status}`) }));
const card = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('link', { name }).closest('article')!);

/** Running now, then coming up, then finished: each class as a card linking to its page. */
export const Loaded: Story = {
  play: async ({ canvas, userEvent }) => {
    await findTitle(canvas, pick(salesProgram.title));
    await expect(canvas.getByText(pick(salesProgram.description))).toBeVisible();
    const groups = ['ongoing', 'upcoming', 'finished'].map((status) =>
      i18next.t(`classes.program.${status}`),
    );
    const shown = canvas
      .getAllByRole('region')
      .map((region) => document.getElementById(region.getAttribute('aria-labelledby') ?? ''))
      .map((heading) => heading?.textContent ?? '')
      .filter((name) => groups.includes(name));
    await expect(shown).toEqual(groups);
    const running = section(canvas, 'ongoing');
    const link = running.getByRole('link', { name: pick(salesBatch2.title) });
    await expect(link).toHaveAttribute('href', '/classes/sales/batch-2');
    await expect(running.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(running.getByText(ui().eventOnline)).toBeVisible();
    await expect(running.getByText(salesBatch2.trainer!.name)).toBeVisible();
    await expect(
      running.getByText(ui().classCardSeats.replace('{count}', '28').replace('{capacity}', '30')),
    ).toBeVisible();
    await expect(section(canvas, 'finished').getByText(ui().eventPast)).toBeVisible();
    await expect(canvas.queryByText(ui().classCardMember)).toBeNull();

    const trail = await openTrail(canvas, (element) => userEvent.click(element));
    await expect(
      trail.getByRole('link', { name: i18next.t('pages.classes.title') }),
    ).toHaveAttribute('href', '/classes');
    await expect(trail.getByText(pick(salesProgram.title))).toHaveAttribute('aria-current', 'page');
    await expect(document.title).toContain(pick(salesProgram.title));
  },
};

/** Signed in: the class the learner is placed in says "Kelas Anda"; the others do not. */
export const SignedInMember: Story = {
  loaders: signedIn,
  play: async ({ canvas }) => {
    await findTitle(canvas, pick(salesProgram.title));
    await expect(
      card(canvas, pick(salesBatch3.title)).getByText(ui().classCardMember),
    ).toBeVisible();
    await expect(
      card(canvas, pick(salesBatch2.title)).queryByText(ui().classCardMember),
    ).toBeNull();
  },
};

/** A card opens its class. */
export const OpenClass: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('link', { name: pick(salesBatch3.title) }, { timeout: 5000 }),
    );
    await findTitle(canvas, pick(salesBatch3.title));
  },
};

/** The breadcrumb leads back to every program. */
export const BackToPrograms: Story = {
  play: async ({ canvas, userEvent }) => {
    await findTitle(canvas, pick(salesProgram.title));
    const trail = await openTrail(canvas, (element) => userEvent.click(element));
    await userEvent.click(trail.getByRole('link', { name: i18next.t('pages.classes.title') }));
    await findTitle(canvas, i18next.t('pages.classes.title'));
    await expect(
      await canvas.findByRole('list', { name: i18next.t('classes.listLabel') }),
    ).toBeVisible();
  },
};

/** A program without classes yet. */
export const Empty: Story = {
  args: { path: '/classes/digital' },
  play: async ({ canvas }) => {
    await findTitle(canvas, pick(digitalProgram.title));
    await expect(
      canvas.getByRole('heading', { level: 2, name: i18next.t('classes.program.empty') }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('region', { name: i18next.t('classes.program.upcoming') }),
    ).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingStory({
    api: apiPath('/classes/{program}', { path: { program: 'sales' } }),
    titleKey: 'pages.classes.title',
    loadingKey: 'classes.program.loading',
  }),
};

export const Error: Story = errorStory({
  api: apiPath('/classes/{program}', { path: { program: 'sales' } }),
  errorKey: 'classes.program.error',
});

/** A programme the reader may not see: the alert says so, with no retry that cannot help. */
export const Forbidden: Story = errorCauseStory({
  api: apiPath('/classes/{program}', { path: { program: 'sales' } }),
  status: 403,
  errorKey: 'classes.program.error',
});

export const RetryAfterError: Story = retryAfterErrorStory({
  api: apiPath('/classes/{program}', { path: { program: 'sales' } }),
  answer: () => HttpResponse.json(salesProgram),
  expectLoaded: async (canvas) => {
    await findTitle(canvas, pick(salesProgram.title));
    await expect(canvas.getByRole('link', { name: pick(salesBatch3.title) })).toBeVisible();
  },
});

/** An address of a program that does not exist: a way back, not an error. */
export const NotFound: Story = {
  args: { path: '/classes/marketing' },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('classes.notFound.program') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(document.title).toContain(i18next.t('classes.notFound.program'));
    await userEvent.click(canvas.getByRole('link', { name: i18next.t('classes.notFound.back') }));
    await expect(
      await canvas.findByRole('list', { name: i18next.t('classes.listLabel') }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** In English: the sections, the kit's labels and the dates. */
export const English: Story = {
  globals: { locale: 'en' },
  loaders: inEnglish,
  play: async ({ canvas }) => {
    await findTitle(canvas, 'Sales Academy');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Running now' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Coming up' })).toBeVisible();
    await expect(canvas.getByText('28 of 30 places taken')).toBeVisible();
    await expect(canvas.getByText(/^May 4\s*–\s*Jun 26, 2026$/)).toBeVisible();
    await expect(canvas.getAllByText('3 courses')).toHaveLength(3);
  },
};
