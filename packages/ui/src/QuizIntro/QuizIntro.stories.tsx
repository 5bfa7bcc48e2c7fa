import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { QuizIntro } from './QuizIntro';
import { guidelines } from './QuizIntro.docs';

const start = fn();

const meta = {
  title: 'Quiz/QuizIntro',
  component: QuizIntro,
  args: {
    title: 'Sebelum mulai',
    description: 'Kuis Akhir Kepemimpinan Tim',
    rules: [
      { label: 'Jumlah soal', value: '10 soal' },
      { label: 'Batas waktu', value: '30 menit' },
      { label: 'Percobaan', value: '0 dari 3' },
      { label: 'Batas lulus', value: '70' },
      { label: 'Nilai terbaik', value: undefined },
    ],
    actions: <Button onClick={start}>Mulai kuis</Button>,
  },
  parameters: { guidelines },
} satisfies Meta<typeof QuizIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstAttempt: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sebelum mulai' })).toBeVisible();
    await expect(canvas.getByText('Batas waktu')).toBeVisible();
    await expect(canvas.getByText('30 menit')).toBeVisible();
    // A rule without a value is left out.
    await expect(canvas.queryByText('Nilai terbaik')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mulai kuis' }));
    await expect(start).toHaveBeenCalled();
  },
};

export const WithNotes: Story = {
  args: {
    rules: [
      { label: 'Jumlah soal', value: '10 soal' },
      { label: 'Percobaan', value: '1 dari 3' },
      { label: 'Nilai terbaik', value: '60 — belum lulus' },
    ],
    children: (
      <>
        <p>Anda sedang mengerjakan percobaan ke-2. Jawaban yang sudah diberikan tetap tersimpan.</p>
        <p>Waktu terus berjalan selama percobaan terbuka.</p>
      </>
    ),
    actions: <Button>Lanjutkan kuis</Button>,
  },
};

/** Nothing left to do: no action. */
export const NoAction: Story = {
  args: {
    actions: undefined,
    children: <p>Kesempatan mengerjakan kuis ini sudah habis.</p>,
  },
};
