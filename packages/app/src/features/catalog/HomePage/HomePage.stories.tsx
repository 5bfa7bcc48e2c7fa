import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, StoryApp } from '../../../stories/storyApp';
import { roadmaps } from '../../../shared/fixtures/RoadmapsPage.fixtures';
import { failingThen, localeOf, never, pick, serverError } from '../../../stories/storySupport';
import {
  categories,
  coursePage,
  courses,
  eventPage,
  events,
} from '../../../shared/fixtures/HomePage.fixtures';
import { mockRoute } from '../../../api';

const COURSES = mockRoute('/courses');
const ROADMAPS = mockRoute('/roadmaps');
const EVENTS = mockRoute('/events');
const CATEGORIES = mockRoute('/categories');

const loaded = {
  courses: () => HttpResponse.json(coursePage(courses)),
  roadmaps: () => HttpResponse.json({ items: roadmaps }),
  events: () => HttpResponse.json(eventPage(events)),
  categories: () => HttpResponse.json({ items: categories }),
};

/** The home page: a welcome, then four sections that each load on their own. */
const meta = {
  title: 'Pages/Home',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/' },
  beforeEach: async ({ msw }) => {
    msw.use(
      ...shellHandlers,
      http.get(COURSES, loaded.courses),
      http.get(ROADMAPS, loaded.roadmaps),
      http.get(EVENTS, loaded.events),
      http.get(CATEGORIES, loaded.categories),
    );
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const section = (canvas: Canvas, key: string) =>
  canvas.findByRole('region', { name: i18next.t(`homePage.${key}.title`) }, { timeout: 5000 });

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('home.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: i18next.t('home.cta') })).toBeVisible();

    const featured = await section(canvas, 'featured');
    await expect(
      await within(featured).findByRole('link', { name: pick(courses[0]!.title) }),
    ).toHaveAttribute('href', `/courses/${courses[0]!.id}`);
    await expect(within(featured).getAllByRole('article')).toHaveLength(4);
    const seeAll = `${i18next.t('homePage.seeAll')} ${i18next.t('homePage.featured.title')}`;
    await expect(within(featured).getByRole('link', { name: seeAll })).toHaveAttribute(
      'href',
      '/courses',
    );

    const paths = await section(canvas, 'roadmaps');
    await expect(
      await within(paths).findByRole('link', { name: pick(roadmaps[0]!.title) }),
    ).toHaveAttribute('href', '/roadmaps/1');
    // The API lists every roadmap; the home page shows the first three.
    await expect(within(paths).getAllByRole('article')).toHaveLength(3);

    const upcoming = await section(canvas, 'events');
    await expect(
      await within(upcoming).findByRole('link', { name: pick(events[0]!.title) }),
    ).toHaveAttribute('href', '/events/1');
    // Each card names the event's own zone, as /events and the event page do.
    await expect(within(upcoming).getAllByText(/\bWIB\b/)).toHaveLength(events.length);

    const browse = await section(canvas, 'categories');
    await expect(
      await within(browse).findByRole('link', { name: pick(categories[0]!.name) }),
    ).toHaveAttribute('href', '/courses?category=k3');
    await expect(
      within(browse).getAllByText(i18next.t('homePage.categories.courseCount', { count: 2 })),
    ).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  beforeEach: async ({ msw }) => {
    msw.use(never(COURSES), never(ROADMAPS), never(EVENTS), never(CATEGORIES));
  },
  play: async ({ canvas }) => {
    // The welcome never waits for the lists.
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('home.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const events = await section(canvas, 'events');
    await expect(within(events).getByRole('status')).toHaveTextContent(
      i18next.t('homePage.events.loading'),
    );
    const browse = await section(canvas, 'categories');
    await expect(within(browse).getByRole('status')).toHaveTextContent(
      i18next.t('homePage.categories.loading'),
    );
  },
};

export const Empty: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(
      http.get(COURSES, () => HttpResponse.json(coursePage([]))),
      http.get(ROADMAPS, () => HttpResponse.json({ items: [] })),
      http.get(EVENTS, () => HttpResponse.json(eventPage([]))),
      http.get(CATEGORIES, () => HttpResponse.json({ items: [] })),
    );
  },
  play: async ({ canvas }) => {
    for (const key of ['featured', 'roadmaps', 'events', 'categories']) {
      const region = await section(canvas, key);
      await expect(
        await within(region).findByRole('heading', {
          level: 3,
          name: i18next.t(`homePage.${key}.empty`),
        }),
      ).toBeVisible();
    }
  },
};

/** Every list fails: each section says so on its own and offers a retry. */
export const Error: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(
      http.get(COURSES, serverError),
      http.get(ROADMAPS, serverError),
      http.get(EVENTS, serverError),
      http.get(CATEGORIES, serverError),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('home.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    for (const key of ['featured', 'roadmaps', 'events', 'categories']) {
      const region = await section(canvas, key);
      const alert = await within(region).findByRole('alert', {}, { timeout: 5000 });
      await expect(alert).toHaveTextContent(i18next.t(`homePage.${key}.error`));
      await expect(
        within(alert).getByRole('button', { name: i18next.t('common.retry') }),
      ).toBeVisible();
    }
  },
};

/** Events fail while the rest loads; retrying brings them in without touching the rest. */
export const OneSectionFails: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(failingThen(EVENTS, 1, loaded.events));
  },
  play: async ({ canvas, userEvent }) => {
    const upcoming = await section(canvas, 'events');
    const alert = await within(upcoming).findByRole('alert', {}, { timeout: 5000 });
    const featured = await section(canvas, 'featured');
    await expect(
      await within(featured).findByRole('link', { name: pick(courses[1]!.title) }),
    ).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: i18next.t('common.retry') }));
    await expect(
      await within(upcoming).findByRole('link', { name: pick(events[1]!.title) }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A category opens the catalogue filtered to it. */
export const OpenCategory: Story = {
  play: async ({ canvas, userEvent }) => {
    const browse = await section(canvas, 'categories');
    await userEvent.click(
      await within(browse).findByRole('link', { name: pick(categories[1]!.name) }),
    );
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('pages.courses.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};
