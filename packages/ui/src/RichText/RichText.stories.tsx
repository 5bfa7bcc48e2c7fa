import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RichText } from './RichText';
import { guidelines } from './RichText.docs';

/** A module's body as a course author writes it (already sanitised by the app). */
const article = `
<p>Seorang pemimpin tim <strong>memberi arah</strong>, menjaga ritme kerja, dan membuka jalan
ketika anggota tim menemui hambatan. Di materi ini kita membahas tiga peran utamanya.</p>
<h2>1. Memberi arah</h2>
<p>Tim yang tahu <em>mengapa</em> sebuah pekerjaan penting akan lebih mudah mengambil keputusan
sendiri. Sampaikan tujuan mingguan di awal pekan.</p>
<ul>
  <li>Tetapkan satu prioritas utama per pekan.</li>
  <li>Tuliskan ukuran keberhasilannya.</li>
  <li>Ulangi di rapat harian singkat.</li>
</ul>
<h3>Contoh di lapangan</h3>
<blockquote><p>"Pekan ini kita fokus menurunkan waktu muat truk dari 50 menjadi 40 menit."</p></blockquote>
<h2>2. Menjaga ritme</h2>
<ol>
  <li>Rapat harian 15 menit, berdiri.</li>
  <li>Tinjauan mingguan setiap Jumat.</li>
</ol>
<table>
  <thead><tr><th>Kegiatan</th><th>Durasi</th><th>Peserta</th></tr></thead>
  <tbody>
    <tr><td>Rapat harian</td><td>15 menit</td><td>Seluruh tim</td></tr>
    <tr><td>Tinjauan mingguan</td><td>45 menit</td><td>Leader dan koordinator</td></tr>
  </tbody>
</table>
<p>Baca juga <a href="#panduan">panduan rapat efektif</a> dan catat kode area <code>GDG-03</code>.</p>
<hr>
<pre><code>Tujuan → Ukuran → Tindak lanjut</code></pre>
`;

const meta = {
  title: 'Course/RichText',
  component: RichText,
  args: { html: article },
  parameters: { guidelines },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headings, lists, a quote, a table, a link and code in the kit's type. */
export const Article: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '1. Memberi arah' })).toBeVisible();
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'panduan rapat efektif' })).toHaveAttribute(
      'href',
      '#panduan',
    );
  },
};

/** React content instead of HTML, styled the same. */
export const Children: Story = {
  args: {
    html: undefined,
    children: (
      <>
        <p>Ringkasan singkat: delegasi yang baik dimulai dari kejelasan hasil yang diharapkan.</p>
        <ul>
          <li>Siapa yang mengerjakan</li>
          <li>Kapan selesai</li>
        </ul>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/delegasi yang baik/)).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
