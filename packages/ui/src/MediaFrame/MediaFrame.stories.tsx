import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { maxWidthFrame } from '../test-utils/frames';
import { MediaFrame } from './MediaFrame';
import { guidelines } from './MediaFrame.docs';

const meta = {
  title: 'Course/MediaFrame',
  component: MediaFrame,
  decorators: [maxWidthFrame('48rem')],
  args: {
    kind: 'video',
    src: '/materi/peran-pemimpin.mp4',
    title: 'Video: Peran pemimpin dalam tim',
    downloadLabel: 'Unduh video',
    fallbackText: 'Browser Anda tidak dapat memutar video ini.',
    note: 'Video ini belum memiliki teks (caption); ringkasannya ada di bawah.',
  },
  parameters: { guidelines },
} satisfies Meta<typeof MediaFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A video with the browser's controls, a note on captions and a download link. */
export const Video: Story = {
  play: async ({ canvasElement, canvas }) => {
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAccessibleName('Video: Peran pemimpin dalam tim');
    await expect(canvas.getByText(/belum memiliki teks/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Unduh video' })).toHaveAttribute(
      'href',
      '/materi/peran-pemimpin.mp4',
    );
  },
};

/** A PDF in an embedded viewer; the link opens it where the browser cannot embed it. */
export const Pdf: Story = {
  args: {
    kind: 'pdf',
    src: '/materi/lembar-kerja-delegasi.pdf',
    title: 'PDF: Lembar kerja delegasi',
    downloadLabel: 'Unduh PDF',
    fallbackText: 'Browser Anda tidak dapat menampilkan PDF ini.',
    note: 'Lembar kerja, 4 halaman',
  },
  play: async ({ canvasElement, canvas }) => {
    const viewer = canvasElement.querySelector('object');
    await expect(viewer).toHaveAttribute('type', 'application/pdf');
    await expect(viewer).toHaveAttribute('data', '/materi/lembar-kerja-delegasi.pdf');
    await expect(viewer).toHaveAttribute('aria-label', 'PDF: Lembar kerja delegasi');
    await expect(canvas.getByRole('link', { name: 'Unduh PDF' })).toHaveAttribute('download');
  },
};

/** A PDF on another site: the policy lets only this site's PDFs embed, so it is a link only. */
export const ExternalPdf: Story = {
  args: {
    kind: 'pdf',
    src: 'https://cdn.example/materi/lembar-kerja-delegasi.pdf',
    title: 'PDF: Lembar kerja delegasi',
    downloadLabel: 'Unduh PDF',
    fallbackText: 'Browser Anda tidak dapat menampilkan PDF ini.',
    note: 'Lembar kerja, 4 halaman',
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('object')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Unduh PDF' })).toHaveAttribute(
      'href',
      'https://cdn.example/materi/lembar-kerja-delegasi.pdf',
    );
  },
};

/** A `javascript:` address from data: not loaded, no link to click, only the fallback text. */
export const UnsafeSource: Story = {
  tags: ['no-visual'],
  args: { src: 'JavaScript:alert(document.domain)' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Browser Anda tidak dapat memutar video ini.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('video, object, [href]')).toBeNull();
  },
};

/** The same for a PDF with a `data:` address. */
export const UnsafePdfSource: Story = {
  tags: ['no-visual'],
  args: {
    kind: 'pdf',
    src: 'data:text/html,<script>alert(1)</script>',
    fallbackText: 'Browser Anda tidak dapat menampilkan PDF ini.',
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Browser Anda tidak dapat menampilkan PDF ini.')).toBeVisible();
    await expect(canvasElement.querySelector('video, object, [href]')).toBeNull();
  },
};
