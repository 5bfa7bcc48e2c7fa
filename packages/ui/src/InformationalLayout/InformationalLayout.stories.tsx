import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UiProvider } from '../messages';
import { storyMessages } from '../test-utils/storyMessages';
import { InformationalLayout } from './InformationalLayout';
import { sampleLogo } from '../test-utils/layoutFixtures';
import { phoneStory } from '../test-utils/frames';
import { expectMinTargets } from '../test-utils/targets';
import { guidelines } from './InformationalLayout.docs';

const meta = {
  title: 'Layout/InformationalLayout',
  component: InformationalLayout,
  parameters: { layout: 'fullscreen', guidelines },
  args: {
    logo: sampleLogo,
    title: 'Kebijakan privasi',
    children: (
      <>
        <p>
          PT Maju Jaya Sejahtera menyimpan nama, email kantor, dan progres belajar Anda untuk
          menjalankan program pelatihan karyawan.
        </p>
        <h2>Data yang kami simpan</h2>
        <ul>
          <li>Nama dan email kantor dari akun Anda</li>
          <li>Kursus yang diikuti, nilai kuis, dan sertifikat</li>
        </ul>
        <h2>Hak Anda</h2>
        <p>Anda dapat meminta salinan atau penghapusan data melalui admin perusahaan.</p>
      </>
    ),
    footer: <p>Terakhir diperbarui 2 Juni 2025</p>,
  },
} satisfies Meta<typeof InformationalLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const root = canvas.getByRole('main').closest('[data-layout]');
    await expect(root).toHaveAttribute('data-layout', 'informational');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Kebijakan privasi');
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: storyMessages().informationalLayoutSkipLink }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('2 Juni 2025');
  },
};

/** Without logo or footer: only the document. */
export const Minimal: Story = {
  args: { logo: undefined, footer: undefined, title: 'Sertifikat terverifikasi' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};

export const English: Story = {
  decorators: [(Story) => <UiProvider locale="en">{Story()}</UiProvider>],
  args: {
    title: 'Privacy policy',
    children: <p>PT Maju Jaya Sejahtera keeps your name, work email and learning progress.</p>,
    footer: <p>Last updated 2 June 2025</p>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  },
};

/**
 * On a phone, the footer's links and language button are each a 24 px target (WCAG 2.2,
 * 2.5.8): 16 px tall and packed together, they failed it.
 */
export const FooterOnPhone: Story = {
  ...phoneStory(360),
  args: {
    footer: (
      <>
        <nav aria-label="Tautan situs">
          <a href="#bantuan">Bantuan</a> · <a href="#ketentuan">Ketentuan penggunaan</a> ·{' '}
          <a href="#privasi">Kebijakan privasi</a>
        </nav>{' '}
        <button type="button">English</button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expectMinTargets([...footer.querySelectorAll('a, button')]);
  },
};
