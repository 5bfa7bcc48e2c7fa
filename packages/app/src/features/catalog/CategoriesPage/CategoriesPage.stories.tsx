import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import type { LocalizedText } from '@ajar/api/contract';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, StoryApp } from '../../../stories/storyApp';
import { categoriesHandler, coursesHandler } from '../../../shared/fixtures/CoursesPage.fixtures';
import { categoryFixtures } from '../../../shared/fixtures/CategoriesPage.fixtures';
import { localeOf } from '../../../stories/storySupport';
import { errorStory, loadingLabelStory } from '../../../stories/loadStateStories';
import { mockRoute } from '../../../api';

/** Course categories against MSW: every state, and opening the catalog filtered to one. */

const pick = (text: LocalizedText) => (i18next.language === 'en' ? text.en : text.id);

const meta = {
  title: 'Pages/Categories',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/categories' },
  beforeEach: async ({ msw }) => {
    msw.use(...shellHandlers, categoriesHandler(), coursesHandler());
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const findList = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('list', { name: i18next.t('categories.listLabel') }, { timeout: 5000 });

/** Each category with its course count (one / many / none) and a link to the catalog. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const list = await findList(canvas);
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18next.t('pages.categories.title') }),
    ).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(categoryFixtures.length);
    const [leadership] = categoryFixtures;
    await expect(within(list).getByRole('link', { name: pick(leadership!.name) })).toHaveAttribute(
      'href',
      '/courses?category=kepemimpinan',
    );
    for (const count of [0, 1, 4]) {
      await expect(
        within(list).getByText(i18next.t('categories.courseCount', { count })),
      ).toBeVisible();
    }
  },
};

/** A category opens the catalog with that category chosen. */
export const OpenCategory: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await findList(canvas);
    const safety = categoryFixtures.find((c) => c.slug === 'k3')!;
    await userEvent.click(within(list).getByRole('link', { name: pick(safety.name) }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('pages.courses.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const select = canvas.getByRole('combobox', { name: i18next.t('courses.categoryLabel') });
    await waitFor(() => expect(select).toHaveValue('k3'));
    await expect(
      await canvas.findByText(i18next.t('courses.resultCount', { count: 3 })),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingLabelStory({ api: mockRoute('/categories'), loadingKey: 'categories.loading' }),
};

export const Empty: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(categoriesHandler([]));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('categories.emptyTitle') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const Error: Story = errorStory({
  api: mockRoute('/categories'),
  errorKey: 'categories.error',
});

/** At 360 px the categories form one column. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const list = await findList(canvas);
    const [first, second] = within(list).getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().left).toBe(first!.getBoundingClientRect().left);
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
