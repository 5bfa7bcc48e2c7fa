import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AvatarGroup, type AvatarGroupPerson } from './AvatarGroup';
import { guidelines } from './AvatarGroup.docs';
import type { PhoneWidth } from '../test-utils/frames';

const photo =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'%3E%3Crect width='40' height='40' fill='%23e9f7e4'/%3E%3Ccircle cx='20' cy='15' r='7' fill='%23237a1e'/%3E%3Cpath d='M6 40c2-9 8-13 14-13s12 4 14 13z' fill='%23237a1e'/%3E%3C/svg%3E";

const people: AvatarGroupPerson[] = [
  { name: 'Siti Rahma' },
  { name: 'Budi Santoso', src: photo },
  { name: 'Wati' },
  { name: 'Agus Pratama' },
  { name: 'Dewi Lestari' },
  { name: 'Rudi Hartono' },
  { name: 'Maya Sari' },
];

const meta = {
  title: 'Structure/AvatarGroup',
  component: AvatarGroup,
  args: { people },
  parameters: { guidelines },
} satisfies Meta<typeof AvatarGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven people, four drawn, "+3"; one image named with the count and the names. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const lang = document.documentElement.lang;
    const group = canvas.getByRole('img');
    await expect(group).toHaveAccessibleName(
      lang === 'en'
        ? '7 people: Siti Rahma, Budi Santoso, Wati, Agus Pratama and 3 others'
        : '7 orang: Siti Rahma, Budi Santoso, Wati, Agus Pratama, dan 3 lainnya',
    );
    await expect(group).toHaveTextContent('+3');
  },
};

/** Everyone fits: no "+N". */
export const Few: Story = {
  args: { people: people.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/^3 (orang|people): /);
    await expect(canvas.getByRole('img')).not.toHaveTextContent('+');
  },
};

/** Five with `max` 4: the fifth avatar is drawn, never a "+1" in its place. */
export const OneOverMax: Story = {
  args: { people: people.slice(0, 5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).not.toHaveTextContent('+1');
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/Dewi Lestari/);
  },
};

export const OnePerson: Story = {
  args: { people: people.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/^1 (orang|person): Siti Rahma$/);
  },
};

/** Many people: the count is written the locale's way ("+1.234" / "+1,234"). */
export const Large: Story = {
  args: {
    people: Array.from({ length: 1237 }, (_, index) => ({ name: `Peserta ${index + 1}` })),
    max: 3,
    size: 'sm',
  },
  play: async ({ canvas }) => {
    const lang = document.documentElement.lang;
    await expect(canvas.getByRole('img')).toHaveTextContent(lang === 'en' ? '+1,234' : '+1.234');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
      <AvatarGroup {...args} size="sm" />
      <AvatarGroup {...args} size="md" />
      <AvatarGroup {...args} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
  },
};

/** The story on a phone `width` px wide: nothing wider than the phone. */
const onPhone = (width: PhoneWidth): Story => ({
  decorators: [(Story) => <div style={{ maxInlineSize: `${width}px` }}>{Story()}</div>],
  render: (args) => (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '0.5rem',
      }}
    >
      <span>Trainer kelas ini</span>
      <AvatarGroup {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(width);
  },
});

/** In a 360 px card row beside a title. */
export const Phone360: Story = onPhone(360);

/** On a 390 px phone, a current iPhone. */
export const Phone390: Story = onPhone(390);
