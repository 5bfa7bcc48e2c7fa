import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import type { LocalizedText } from '@ajar/api/contract';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, StoryApp } from '../../../stories/storyApp';
import {
  categoriesHandler,
  courseFixtures,
  coursesHandler,
  serverError,
} from '../../../shared/fixtures/CoursesPage.fixtures';
import { localeOf } from '../../../stories/storySupport';
import { errorStory } from '../../../stories/loadStateStories';
import { mockRoute } from '../../../api';

/**
 * The course catalog against MSW: every state of the list, and searching, filtering and
 * paging as a learner does it (the fake API filters like the real one).
 */

const pick = (text: LocalizedText) => (i18next.language === 'en' ? text.en : text.id);
const courseTitle = (id: number) => pick(courseFixtures.find((c) => c.id === id)!.title);

const meta = {
  title: 'Pages/Courses',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/courses' },
  beforeEach: async ({ msw }) => {
    msw.use(...shellHandlers, categoriesHandler(), coursesHandler());
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const findList = async (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('list', { name: i18next.t('courses.listLabel') }, { timeout: 5000 });

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('pages.courses.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const list = await findList(canvas);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await expect(within(list).getByRole('link', { name: courseTitle(1) })).toHaveAttribute(
      'href',
      '/courses/1',
    );
    await expect(canvas.getByText(i18next.t('courses.resultCount', { count: 14 }))).toBeVisible();
    await expect(
      canvas.getByRole('navigation', { name: i18next.t('courses.paginationLabel') }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  beforeEach: async ({ msw }) => {
    msw.use(
      http.get(mockRoute('/courses'), async () => {
        await delay('infinite');
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('list', { name: i18next.t('courses.loading') }, { timeout: 5000 }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(i18next.t('courses.searching'))).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(coursesHandler([]));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('courses.emptyTitle') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: i18next.t('courses.clearFilters') }),
    ).toBeNull();
  },
};

export const Error: Story = errorStory({ api: mockRoute('/courses'), errorKey: 'courses.error' });

export const RetryAfterError: Story = {
  beforeEach: async ({ msw }) => {
    let calls = 0;
    msw.use(
      http.get(mockRoute('/courses'), () => {
        calls += 1;
        return calls === 1 ? serverError() : undefined;
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const retry = await canvas.findByRole(
      'button',
      { name: i18next.t('common.retry') },
      { timeout: 5000 },
    );
    await userEvent.click(retry);
    const list = await findList(canvas);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
  },
};

export const SearchTyped: Story = {
  play: async ({ canvas, userEvent }) => {
    await findList(canvas);
    const search = canvas.getByRole('searchbox', { name: i18next.t('courses.searchLabel') });
    await userEvent.type(search, 'negosiasi');
    await waitFor(
      async () => {
        const list = canvas.getByRole('list', { name: i18next.t('courses.listLabel') });
        await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
      },
      { timeout: 5000 },
    );
    await expect(canvas.getByRole('link', { name: courseTitle(4) })).toBeVisible();
    await expect(canvas.getByText(i18next.t('courses.resultCount', { count: 1 }))).toBeVisible();
    await expect(search).toHaveValue('negosiasi');
  },
};

export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await findList(canvas);
    const search = canvas.getByRole('searchbox', { name: i18next.t('courses.searchLabel') });
    await userEvent.type(search, 'akuntansi pajak{Enter}');
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('courses.noMatchTitle') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('courses.clearFilters') }));
    const list = await findList(canvas);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await expect(search).toHaveValue('');
  },
};

export const CategoryChosen: Story = {
  play: async ({ canvas, userEvent }) => {
    await findList(canvas);
    const select = canvas.getByRole('combobox', { name: i18next.t('courses.categoryLabel') });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(7));
    await userEvent.selectOptions(select, 'k3');
    await waitFor(
      async () => {
        const list = canvas.getByRole('list', { name: i18next.t('courses.listLabel') });
        await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
      },
      { timeout: 5000 },
    );
    await expect(canvas.getByRole('link', { name: courseTitle(3) })).toBeVisible();
    await expect(canvas.getByText(i18next.t('courses.resultCount', { count: 3 }))).toBeVisible();
  },
};

export const PageTwo: Story = {
  play: async ({ canvas, userEvent }) => {
    await findList(canvas);
    const pages = canvas.getByRole('navigation', { name: i18next.t('courses.paginationLabel') });
    await userEvent.click(within(pages).getByRole('button', { name: /\b2\b/ }));
    await waitFor(
      async () => {
        const list = canvas.getByRole('list', { name: i18next.t('courses.listLabel') });
        await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      },
      { timeout: 5000 },
    );
    await expect(canvas.getByRole('link', { name: courseTitle(14) })).toBeVisible();
    // The list was re-rendered with the new page: read its pagination again.
    const after = canvas.getByRole('navigation', { name: i18next.t('courses.paginationLabel') });
    await expect(within(after).getByRole('button', { current: 'page' })).toHaveTextContent('2');
  },
};

/** A shared or reloaded address opens with its search, category and page in place. */
export const FromAddress: Story = {
  args: { path: '/courses?q=data&category=digital' },
  play: async ({ canvas }) => {
    const list = await findList(canvas);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(
      canvas.getByRole('searchbox', { name: i18next.t('courses.searchLabel') }),
    ).toHaveValue('data');
    const select = canvas.getByRole('combobox', { name: i18next.t('courses.categoryLabel') });
    await waitFor(() => expect(select).toHaveValue('digital'));
  },
};

/** An old link past the last page offers the first page rather than "no courses". */
export const PastLastPage: Story = {
  args: { path: '/courses?page=5' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: i18next.t('courses.firstPage') },
        { timeout: 5000 },
      ),
    );
    const list = await findList(canvas);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12);
  },
};

/** At 360 px the fields stack and the cards form one column. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const list = await findList(canvas);
    const [first, second] = within(list).getAllByRole('listitem');
    const a = first!.getBoundingClientRect();
    const b = second!.getBoundingClientRect();
    await expect(b.left).toBe(a.left);
    await expect(b.top).toBeGreaterThan(a.bottom - 1);
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
