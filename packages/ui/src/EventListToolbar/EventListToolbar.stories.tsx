import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CardGrid } from '../CardGrid';
import { EventCard } from '../EventCard';
import { Select } from '../Select';
import { desktopFrame, phoneStory } from '../test-utils/frames';
import { EventListToolbar } from './EventListToolbar';
import { guidelines } from './EventListToolbar.docs';

const modeSelect = (
  <Select
    label="Jenis acara"
    defaultValue=""
    options={[
      { value: '', label: 'Semua jenis' },
      { value: 'online', label: 'Daring' },
      { value: 'offline', label: 'Tatap muka' },
    ]}
  />
);

const meta = {
  title: 'Course/EventListToolbar',
  component: EventListToolbar,
  parameters: { guidelines },
  args: { children: modeSelect },
  render: (args) => (
    <>
      <EventListToolbar {...args} />
      <CardGrid aria-label="Acara mendatang">
        <EventCard
          title="Webinar: Membaca Data Penjualan dengan Excel"
          href="/events/1"
          startAt="2026-11-23T03:00:00Z"
          endAt="2026-11-23T05:00:00Z"
          timeZone="Asia/Jakarta"
          mode="online"
        />
        <EventCard
          title="Pelatihan Pemadaman Kebakaran dan Evakuasi"
          href="/events/2"
          startAt="2026-11-27T02:00:00Z"
          endAt="2026-11-27T05:00:00Z"
          timeZone="Asia/Jakarta"
          mode="offline"
          location="Jakarta, Menara Ajar lt. 5"
        />
      </CardGrid>
    </>
  ),
} satisfies Meta<typeof EventListToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The filter keeps its natural width above the list. */
export const AboveList: Story = {
  decorators: [desktopFrame],
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Jenis acara' });
    const list = canvas.getByRole('list', { name: 'Acara mendatang' });
    await expect(select.getBoundingClientRect().width).toBeLessThan(
      list.getBoundingClientRect().width / 2,
    );
    await userEvent.selectOptions(select, 'Tatap muka');
    await expect(select).toHaveValue('offline');
  },
};

export const Phone: Story = { ...phoneStory() };
