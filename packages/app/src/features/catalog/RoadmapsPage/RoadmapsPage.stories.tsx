import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, StoryApp } from '../../../stories/storyApp';
import { roadmapDetail } from '../../../shared/fixtures/RoadmapDetailPage.fixtures';
import { roadmaps } from '../../../shared/fixtures/RoadmapsPage.fixtures';
import { localeOf, never, pick } from '../../../stories/storySupport';
import { errorStory, retryAfterErrorStory } from '../../../stories/loadStateStories';
import { apiPath, mockRoute } from '../../../api';

const list = () => HttpResponse.json({ items: roadmaps });

/** /roadmaps: every learning path of the company, against MSW in place of the API. */
const meta = {
  title: 'Pages/Roadmaps',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/roadmaps' },
  beforeEach: async ({ msw }) => {
    msw.use(
      ...shellHandlers,
      http.get(mockRoute('/roadmaps'), list),
      http.get(apiPath('/roadmaps/{id}', { path: { id: 2 } }), () =>
        HttpResponse.json(roadmapDetail),
      ),
    );
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('pages.roadmaps.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const grid = await canvas.findByRole('list', { name: i18next.t('roadmaps.listLabel') });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(roadmaps.length);
    const first = within(grid).getByRole('link', { name: pick(roadmaps[0]!.title) });
    await expect(first).toHaveAttribute('href', '/roadmaps/1');
    await expect(
      within(grid).getByText(i18next.t('roadmaps.courseCount', { count: 4 })),
    ).toBeVisible();
    await expect(
      within(grid).getByText(i18next.t('roadmaps.courseCount', { count: 1 })),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  beforeEach: async ({ msw }) => {
    msw.use(never(mockRoute('/roadmaps')));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('list', { name: i18next.t('roadmaps.loading') }, { timeout: 5000 }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent(i18next.t('roadmaps.loading'));
  },
};

export const Empty: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(http.get(mockRoute('/roadmaps'), () => HttpResponse.json({ items: [] })));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('roadmaps.empty') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText(i18next.t('roadmaps.emptyDescription'))).toBeVisible();
  },
};

export const Error: Story = errorStory({ api: mockRoute('/roadmaps'), errorKey: 'roadmaps.error' });

/** The first request fails; "try again" brings the list. */
export const RetryAfterError: Story = retryAfterErrorStory({
  api: mockRoute('/roadmaps'),
  answer: list,
  expectLoaded: async (canvas) => {
    await expect(await canvas.findByRole('link', { name: pick(roadmaps[1]!.title) })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** A card opens the roadmap's own page. */
export const OpenRoadmap: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('link', { name: pick(roadmaps[1]!.title) }, { timeout: 5000 }),
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: pick(roadmapDetail.title) }),
    ).toBeVisible();
  },
};
