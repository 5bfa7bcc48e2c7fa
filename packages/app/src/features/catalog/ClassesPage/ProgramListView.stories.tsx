import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, StoryApp } from '../../../stories/storyApp';
import { localeOf, pick } from '../../../stories/storySupport';
import { errorStory, loadingStory, retryAfterErrorStory } from '../../../stories/loadStateStories';
import { programs, salesProgram } from './ClassesPage.fixtures';
import { classesHandlers } from './ClassesPage.handlers';
import { findTitle, inEnglish, signedIn, ui } from './classesStories';
import { mockRoute } from '../../../api';

/** /classes: the company's programs, against MSW in place of the API. */
const meta = {
  title: 'Pages/Classes/Programs',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/classes' },
  beforeEach: async ({ msw }) => {
    msw.use(...shellHandlers, ...classesHandlers);
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const list = (canvas: Canvas) => canvas.getByRole('list', { name: i18next.t('classes.listLabel') });
const findCards = async (canvas: Canvas) =>
  within(
    await canvas.findByRole('list', { name: i18next.t('classes.listLabel') }, { timeout: 5000 }),
  ).getAllByRole('listitem');
const cardOf = (canvas: Canvas, index: number) =>
  within(within(list(canvas)).getAllByRole('listitem')[index]!);

/** Every program as a card: its classes, and the class running now or starting next. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await findTitle(canvas, i18next.t('pages.classes.title'));
    await expect(canvas.getByText(i18next.t('classes.lead'))).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: i18next.t('nav.breadcrumb') });
    await expect(
      within(trail).getByRole('link', { name: i18next.t('pages.home.title') }),
    ).toHaveAttribute('href', '/');
    await expect(within(trail).getByText(i18next.t('pages.classes.title'))).toHaveAttribute(
      'aria-current',
      'page',
    );
    const cards = await findCards(canvas);
    await expect(cards).toHaveLength(programs.length);

    const sales = cardOf(canvas, 0);
    await expect(
      sales.getByRole('heading', { level: 2, name: pick(salesProgram.title) }),
    ).toBeVisible();
    await expect(sales.getByRole('link')).toHaveAttribute('href', '/classes/sales');
    await expect(sales.getByText(i18next.t('classes.classCount', { count: 3 }))).toBeVisible();
    await expect(sales.getByText(ui().programCardCurrentClass)).toBeVisible();
    await expect(sales.getByText(ui().eventOngoing)).toBeVisible();
    await expect(sales.getByText(pick(programs[0]!.nextClass!.title))).toBeVisible();

    await expect(cardOf(canvas, 1).getByText(ui().programCardNextClass)).toBeVisible();
    await expect(cardOf(canvas, 2).getByText(ui().programCardNoClass)).toBeVisible();
    await expect(canvas.queryByText(ui().classCardMember)).toBeNull();
    await expect(document.title).toContain(i18next.t('pages.classes.title'));
  },
};

/** Signed in: the next class the learner is placed in carries "Kelas Anda". */
export const SignedInMember: Story = {
  loaders: signedIn,
  play: async ({ canvas }) => {
    await findTitle(canvas, i18next.t('pages.classes.title'));
    const cards = await findCards(canvas);
    await expect(within(cards[1]!).getByText(ui().classCardMember)).toBeVisible();
    await expect(within(cards[0]!).queryByText(ui().classCardMember)).toBeNull();
  },
};

/** A card opens its program's classes. */
export const OpenProgram: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('link', { name: pick(salesProgram.title) }, { timeout: 5000 }),
    );
    await findTitle(canvas, pick(salesProgram.title));
  },
};

export const Empty: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(http.get(mockRoute('/classes'), () => HttpResponse.json({ items: [] })));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('classes.empty') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText(i18next.t('classes.emptyDescription'))).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingStory({
    api: mockRoute('/classes'),
    titleKey: 'pages.classes.title',
    loadingKey: 'classes.loading',
    expectMore: async (canvas) =>
      expect(canvas.queryByRole('list', { name: i18next.t('classes.listLabel') })).toBeNull(),
  }),
};

export const Error: Story = errorStory({ api: mockRoute('/classes'), errorKey: 'classes.error' });

export const RetryAfterError: Story = retryAfterErrorStory({
  api: mockRoute('/classes'),
  answer: () => HttpResponse.json({ items: programs }),
  expectLoaded: async (canvas) => {
    await expect(await canvas.findByRole('link', { name: pick(salesProgram.title) })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** In English: programmes, counts with their plural, and the kit's labels. */
export const English: Story = {
  globals: { locale: 'en' },
  loaders: inEnglish,
  play: async ({ canvas }) => {
    await findTitle(canvas, 'Classes');
    await expect(
      await canvas.findByRole('link', { name: 'Sales Academy' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('3 classes')).toBeVisible();
    await expect(canvas.getByText('Class running now')).toBeVisible();
    await expect(canvas.getByText('No class scheduled yet')).toBeVisible();
  },
};
