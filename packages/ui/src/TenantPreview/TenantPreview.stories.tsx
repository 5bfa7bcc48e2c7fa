import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { breakpoint, space } from '@ajar/tokens';
import {
  Button,
  CourseCard,
  MemberLayout,
  ProgressIndicator,
  QuestionCard,
  ToastContainer,
  toast,
  type QuestionValue,
} from '..';
import { storyMessages } from '../test-utils/storyMessages';

/**
 * A sample member page built only from kit components, for tenants to preview their brand:
 * pick a colour in the toolbar (Tenant) and the whole page follows live.
 */
const meta = {
  title: 'Foundations/Tenant preview',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const cover = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="hsl(${hue} 45% 88%)"/><circle cx="250" cy="60" r="40" fill="hsl(${hue} 45% 70%)"/></svg>`,
  )}`;

const sections = [
  {
    id: 'learning',
    title: 'Belajar',
    items: [
      { label: 'Dasbor', href: '#dasbor' },
      { label: 'Kursus saya', href: '#kursus', isCurrent: true },
      { label: 'Kuis harian', href: '#kuis' },
    ],
  },
  { id: 'team', title: 'Tim', items: [{ label: 'Tim saya', href: '#tim' }] },
  { id: 'group', title: 'Grup', items: [{ label: 'Grup saya', href: '#grup' }] },
  { id: 'account', title: 'Akun', items: [{ label: 'Profil', href: '#profil' }] },
];

function SamplePage() {
  const [answer, setAnswer] = useState<QuestionValue>('b');
  return (
    <MemberLayout sections={sections} logo={<strong>Ajar Demo</strong>}>
      <div style={{ display: 'grid', gap: space[6], padding: space[6] }}>
        <h1>Kursus saya</h1>
        <ProgressIndicator value={64} label="Progres belajar bulan ini" />
        <div
          style={{
            display: 'grid',
            gap: space[4],
            gridTemplateColumns: `repeat(auto-fill, minmax(${breakpoint.sm / 2}px, 1fr))`,
          }}
        >
          <CourseCard
            title="Dasar-dasar K3"
            headingLevel={2}
            href="#k3"
            coverSrc={cover(10)}
            category="Keselamatan kerja"
            trainerName="Siti Rahma"
            durationMinutes={90}
            progress={80}
          />
          <CourseCard
            title="Komunikasi Efektif di Tempat Kerja"
            headingLevel={2}
            href="#komunikasi"
            coverSrc={cover(200)}
            category="Soft skill"
            trainerName="Budi Santoso"
            durationMinutes={120}
            progress={30}
          />
          <CourseCard
            title="Panduan Penggunaan Ajar"
            headingLevel={2}
            href="#panduan"
            coverSrc={cover(120)}
            category="Panduan"
            displayType="Guideline"
          />
        </div>
        <QuestionCard
          number={3}
          total={10}
          question="Apa kepanjangan dari K3?"
          type="single"
          name="preview-q3"
          value={answer}
          onChange={setAnswer}
          options={[
            { value: 'a', label: 'Kualitas, Kinerja, Kerja' },
            { value: 'b', label: 'Keselamatan dan Kesehatan Kerja' },
            { value: 'c', label: 'Kerja Keras Karyawan' },
          ]}
        />
        <div style={{ display: 'flex', gap: space[3], flexWrap: 'wrap' }}>
          <Button
            onClick={() => toast.success({ title: 'Tersimpan', description: 'Jawaban disimpan.' })}
          >
            Simpan jawaban
          </Button>
          <Button
            variant="secondary"
            onClick={() => toast.warning({ description: 'Sisa waktu ujian 5 menit.' })}
          >
            Tampilkan peringatan
          </Button>
        </div>
      </div>
      <ToastContainer />
    </MemberLayout>
  );
}

export const MemberPage: Story = {
  render: () => <SamplePage />,
  beforeEach: () => () => toast.dismissAll(),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kursus saya' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Kerja Keras Karyawan/ }));
    await expect(canvas.getByRole('radio', { name: /Kerja Keras Karyawan/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Tampilkan peringatan' }));
    const body = within(document.body);
    await waitFor(() => expect(body.getByText(storyMessages().toastWarningTitle)).toBeVisible());
    // Brand surfaces follow the tenant colour through CSS custom properties.
    const primary = getComputedStyle(document.documentElement)
      .getPropertyValue('--ajar-color-primary')
      .trim();
    await expect(primary).toMatch(/^#[0-9a-f]{6}$/);
  },
};
