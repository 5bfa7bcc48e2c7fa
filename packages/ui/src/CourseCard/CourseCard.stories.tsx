import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { storyMessages } from '../test-utils/storyMessages';
import { CourseCard } from './CourseCard';
import { communicationCover, dataCover, policyCover, safetyCover } from './storyCovers';
import { maxWidthFrame } from '../test-utils/frames';
import { guidelines } from './CourseCard.docs';

const onSave = fn();

const meta = {
  title: 'Course/CourseCard',
  component: CourseCard,
  parameters: { guidelines },
  args: {
    title: 'Dasar-dasar K3',
    href: '/courses/dasar-dasar-k3',
    coverSrc: safetyCover,
    category: 'Keselamatan Kerja',
    trainerName: 'Budi Santoso',
    durationMinutes: 150,
  },
  decorators: [maxWidthFrame('20rem')],
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whole card is one link, named by the title, to the course. */
export const Catalogue: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Dasar-dasar K3');
    await expect(links[0]).toHaveAttribute('href', '/courses/dasar-dasar-k3');
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Dasar-dasar K3');
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      storyMessages().courseCardCoverAlt.replace('{title}', 'Dasar-dasar K3'),
    );
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const InProgress: Story = {
  args: {
    title: 'Komunikasi Efektif di Tempat Kerja',
    href: '/courses/komunikasi-efektif',
    coverSrc: communicationCover,
    category: 'Pengembangan Diri',
    trainerName: 'Siti Rahma',
    durationMinutes: 90,
    progress: 65,
  },
  play: async ({ canvas }) => {
    const m = storyMessages();
    const bar = canvas.getByRole('progressbar', {
      name: m.courseCardProgress.replace('{title}', 'Komunikasi Efektif di Tempat Kerja'),
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '65');
    // Completion is not a score: the percentage shows, no pass/fail words.
    await expect(canvas.getByText('65%')).toBeVisible();
    await expect(canvas.queryByText(m.progressPassed)).toBeNull();
  },
};

export const BelowPassing: Story = {
  args: { progress: 30 },
};

export const NotStarted: Story = {
  args: { progress: 0 },
};

export const Completed: Story = {
  args: { title: 'Analisis Data dengan Excel', coverSrc: dataCover, progress: 100 },
};

export const CatalogCourse: Story = {
  args: {
    title: 'Kebijakan Anti-Korupsi Perusahaan',
    coverSrc: policyCover,
    category: 'Kepatuhan',
    trainerName: 'Dewi Lestari',
    durationMinutes: 45,
    displayType: 'Catalog',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(storyMessages().courseCardCatalog)).toBeVisible();
  },
};

export const GuidelineCourse: Story = {
  args: {
    title: 'Panduan Penggunaan Ajar',
    coverSrc: undefined,
    category: 'Orientasi',
    trainerName: undefined,
    durationMinutes: 20,
    displayType: 'Guideline',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(storyMessages().courseCardGuideline)).toBeVisible();
  },
};

/** No cover: the neutral drawing of the topic's kind, hidden from screen readers. */
export const WithoutCover: Story = {
  args: { coverSrc: undefined, coverArt: 'safety' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg[data-cover-art="safety"]')).not.toBeNull();
  },
};

export const BrokenCover: Story = {
  args: { coverSrc: 'data:image/png;base64,rusak' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.queryByRole('img')).toBeNull());
    await expect(canvasElement.querySelector('svg[data-cover-art="general"]')).not.toBeNull();
  },
};

export const WithoutLink: Story = {
  args: { href: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('heading')).toHaveTextContent('Dasar-dasar K3');
  },
};

export const HeadingLevel2: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};

/** An extra control stays clickable above the card's link and is its own tab stop. */
export const WithAction: Story = {
  args: {
    progress: 65,
    action: (
      <Button size="sm" variant="secondary" onClick={onSave}>
        Simpan ke daftar
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dasar-dasar K3' })).toHaveFocus();
    await userEvent.tab();
    const save = canvas.getByRole('button', { name: 'Simpan ke daftar' });
    await expect(save).toHaveFocus();
    // A click on the action lands on the button, not on the link stretched under it.
    const box = save.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(save.contains(hit)).toBe(true);
    await userEvent.click(save);
    await expect(onSave).toHaveBeenCalledTimes(1);
  },
};

/** The app passes its router's link; the ui kit never imports a router. */
export const RouterLink: Story = {
  args: {
    // Stands in for react-router's Link: `to` instead of `href`, its own markup.
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={`#${href}`} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Dasar-dasar K3' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '#/courses/dasar-dasar-k3');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(storyMessages().courseCardLoading);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Grid: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
        gap: '1rem',
        listStyle: 'none',
        margin: 0,
        padding: 0,
        width: '52rem',
      }}
    >
      <li>
        <CourseCard
          title="Dasar-dasar K3"
          href="/courses/dasar-dasar-k3"
          coverSrc={safetyCover}
          category="Keselamatan Kerja"
          trainerName="Budi Santoso"
          durationMinutes={150}
          progress={80}
        />
      </li>
      <li>
        <CourseCard
          title="Komunikasi Efektif di Tempat Kerja"
          href="/courses/komunikasi-efektif"
          coverSrc={communicationCover}
          category="Pengembangan Diri"
          trainerName="Siti Rahma"
          durationMinutes={90}
          displayType="Catalog"
        />
      </li>
      <li>
        <CourseCard title="Analisis Data dengan Excel" isLoading />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};
