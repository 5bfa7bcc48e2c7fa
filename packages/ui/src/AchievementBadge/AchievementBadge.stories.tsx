import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { AchievementBadge } from './AchievementBadge';
import { guidelines } from './AchievementBadge.docs';
import type { PhoneWidth } from '../test-utils/frames';

const meta = {
  title: 'Structure/AchievementBadge',
  component: AchievementBadge,
  args: {
    title: 'Belajar 7 hari berturut-turut',
    description: 'Selesaikan minimal satu materi setiap hari selama seminggu.',
  },
  parameters: { guidelines },
} satisfies Meta<typeof AchievementBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const isEnglish = () => document.documentElement.lang === 'en';

/** Earned: the date in the locale's words, in a `<time>`. */
export const Earned: Story = {
  args: { earnedAt: '2026-11-20T08:30:00+07:00' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Belajar 7 hari berturut-turut' }),
    ).toBeVisible();
    const time = canvas.getByText(
      isEnglish() ? 'Earned 20 November 2026' : 'Diraih 20 November 2026',
    );
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2026-11-20T01:30:00.000Z');
  },
};

/** Locked: a padlock on a grey medal and "Belum diraih" in words. */
export const Locked: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(storyMessages().badgeLocked)).toBeVisible();
    await expect(canvasElement.querySelector('time')).toBeNull();
    await expect(canvasElement.querySelector('[data-lock]')).not.toBeNull();
  },
};

export const WithoutDescription: Story = {
  args: { title: 'Lulus kuis pertama', description: undefined, earnedAt: '2026-10-02' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Lulus kuis pertama' })).toBeVisible();
  },
};

/** A shelf of badges under a section heading: titles at level 3. */
export const Shelf: Story = {
  render: () => (
    <section aria-labelledby="lencana">
      <h2 id="lencana">Lencana saya</h2>
      <div
        style={{
          display: 'grid',
          gap: '0.75rem',
          gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
        }}
      >
        <AchievementBadge title="Lulus kuis pertama" earnedAt="2026-10-02" />
        <AchievementBadge
          title="Belajar 7 hari berturut-turut"
          description="Selesaikan minimal satu materi setiap hari selama seminggu."
          earnedAt="2026-11-20"
        />
        <AchievementBadge
          title="Sepuluh sertifikat"
          description="Raih sepuluh sertifikat kursus."
        />
      </div>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** The story on a phone `width` px wide: nothing wider than the phone. */
const onPhone = (width: PhoneWidth): Story => ({
  args: {
    title: 'Menyelesaikan seluruh jalur belajar Kepemimpinan Tim dalam tiga puluh hari',
    earnedAt: '2026-11-20',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: `${width}px` }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(width);
  },
});

/** On a 360 px phone, the most common Android width in Indonesia. */
export const Phone360: Story = onPhone(360);

/** On a 390 px phone, a current iPhone. */
export const Phone390: Story = onPhone(390);
