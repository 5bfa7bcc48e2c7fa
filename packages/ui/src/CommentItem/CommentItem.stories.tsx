import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { storyMessages } from '../test-utils/storyMessages';
import { CommentItem } from './CommentItem';
import { guidelines } from './CommentItem.docs';
import type { PhoneWidth } from '../test-utils/frames';

const NOW = '2026-11-23T10:00:00+07:00';

const meta = {
  title: 'Structure/CommentItem',
  component: CommentItem,
  args: {
    authorName: 'Siti Rahma',
    postedAt: '2026-11-23T08:00:00+07:00',
    now: NOW,
    timeZone: 'Asia/Jakarta',
    children: <p>Apakah APD wajib dipakai juga saat memindahkan barang ringan di gudang?</p>,
  },
  parameters: { guidelines },
} satisfies Meta<typeof CommentItem>;

export default meta;
type Story = StoryObj<typeof meta>;

const isEnglish = () => document.documentElement.lang === 'en';

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('Siti Rahma');
    const time = canvas.getByText(isEnglish() ? '2 hours ago' : '2 jam yang lalu');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2026-11-23T01:00:00.000Z');
  },
};

/** A trainer's answer: the role beside the name, in words. */
export const WithRole: Story = {
  args: {
    authorName: 'Budi Santoso',
    roleLabel: 'Trainer',
    children: <p>Ya. Sepatu keselamatan dan sarung tangan tetap wajib di area rak.</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Trainer')).toBeVisible();
  },
};

/** Reply and like under the text. */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="ghost" size="sm" onClick={fn()}>
          Balas
        </Button>
        <Button variant="ghost" size="sm">
          Suka
        </Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const reply = canvas.getByRole('button', { name: 'Balas' });
    await userEvent.tab();
    await expect(reply).toHaveFocus();
  },
};

const thread = (
  <CommentItem
    authorName="Budi Santoso"
    roleLabel="Trainer"
    postedAt="2026-11-23T09:00:00+07:00"
    now={NOW}
    replies={
      <CommentItem
        authorName="Dewi Lestari"
        postedAt="2026-11-23T09:30:00+07:00"
        now={NOW}
        replies={
          <CommentItem authorName="Agus Pratama" postedAt="2026-11-23T09:50:00+07:00" now={NOW}>
            <p>
              Saya juga baru tahu. Terima kasih sudah bertanya, Bu Dewi, dan terima kasih Pak Budi.
            </p>
          </CommentItem>
        }
      >
        <p>Terima kasih, Pak. Apakah ada daftar APD per area gudang?</p>
      </CommentItem>
    }
  >
    <p>Ya. Sepatu keselamatan dan sarung tangan tetap wajib di area rak.</p>
  </CommentItem>
);

/** Replies indented under their parent, each group named for whom it answers. */
export const Thread: Story = {
  args: { replies: thread },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    const group = canvas.getByRole('group', {
      name: m.commentReplies.replace('{author}', 'Siti Rahma'),
    });
    await expect(group).toHaveTextContent(/Budi Santoso/);
    await expect(
      canvas.getByRole('group', { name: m.commentReplies.replace('{author}', 'Budi Santoso') }),
    ).toHaveTextContent(/daftar APD/);
  },
};

/** The story on a phone `width` px wide: nothing wider than the phone. */
const onPhone = (width: PhoneWidth): Story => ({
  args: { replies: thread },
  decorators: [(Story) => <div style={{ maxInlineSize: `${width}px` }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(width);
    const deepest = canvas.getByText(/Saya juga baru tahu/);
    // The deepest reply keeps at least 70% of the phone's width for its text.
    await expect(deepest.getBoundingClientRect().width).toBeGreaterThanOrEqual(width * 0.7 - 48);
  },
});

/** Three levels deep on a 360 px phone: indents shrink and stop growing; lines stay long. */
export const Phone360: Story = onPhone(360);

/** On a 390 px phone, a current iPhone. */
export const Phone390: Story = onPhone(390);
