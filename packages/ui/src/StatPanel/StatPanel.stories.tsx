import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Link } from '../Link';
import { ProgressIndicator } from '../ProgressIndicator';
import { StatPanel } from './StatPanel';
import { guidelines } from './StatPanel.docs';

const meta = {
  title: 'Structure/StatPanel',
  component: StatPanel,
  args: {
    items: [
      { label: 'Pre-test', value: 45 },
      { label: 'Post-test', value: 80 },
      { label: 'Peningkatan', value: <Badge tone="success">+35</Badge>, hint: 'poin' },
    ],
  },
  parameters: { guidelines },
} satisfies Meta<typeof StatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A learning gain: pre test, post test and the difference, as terms and their figures. */
export const LearningGain: Story = {
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    await expect(list).not.toBeNull();
    const terms = Array.from(list!.querySelectorAll('dt')).map((dt) => dt.textContent);
    await expect(terms).toEqual(['Pre-test', 'Post-test', 'Peningkatan']);
    await expect(within(list!).getByText('+35')).toBeVisible();
    await expect(within(list!).getByText('poin')).toBeVisible();
  },
};

/** A course summary: progress against the pass mark, the final quiz, and what to do next. */
export const WithActions: Story = {
  args: {
    items: [
      {
        label: 'Progres belajar',
        value: (
          <ProgressIndicator value={58} threshold={70} label="Progres Dasar Kepemimpinan Tim" />
        ),
      },
      { label: 'Ujian akhir', value: <Badge tone="danger">Belum lulus</Badge> },
      { label: 'Batas lulus', value: 70 },
    ],
    actions: (
      <>
        <Button href="/courses/1/learn/12">Lanjutkan belajar</Button>
        <Link href="/certificate">Lihat sertifikat</Link>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '58');
    await expect(canvas.getByRole('link', { name: 'Lanjutkan belajar' })).toHaveAttribute(
      'href',
      '/courses/1/learn/12',
    );
    await expect(canvas.getByRole('link', { name: 'Lihat sertifikat' })).toBeVisible();
  },
};

/** Figures without a value are left out rather than shown empty. */
export const MissingValues: Story = {
  args: {
    items: [
      { label: 'Dikumpulkan', value: '12 Mei 2026 14.05' },
      { label: 'Durasi', value: '12 mnt 30 dtk' },
      { label: 'Nilai', value: undefined },
    ],
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelectorAll('dt')).toHaveLength(2);
    await expect(canvas.queryByText('Nilai')).toBeNull();
  },
};
