import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Accordion, type AccordionItem } from './Accordion';
import { guidelines } from './Accordion.docs';
import type { PhoneWidth } from '../test-utils/frames';

const items: AccordionItem[] = [
  {
    value: 'lulus',
    title: 'Bagaimana cara lulus kursus ini?',
    content: <p>Selesaikan semua modul dan raih nilai minimal 70 di kuis akhir.</p>,
  },
  {
    value: 'sertifikat',
    title: 'Kapan sertifikat saya terbit?',
    content: <p>Sertifikat terbit otomatis setelah Anda lulus kuis akhir.</p>,
  },
  {
    value: 'ulang',
    title: 'Berapa kali saya boleh mengulang kuis akhir?',
    content: <p>Tiga kali. Nilai tertinggi yang dicatat.</p>,
  },
];

const meta = {
  title: 'Structure/Accordion',
  component: Accordion,
  args: { items, onChange: fn() },
  decorators: [
    (Story) => (
      <section aria-labelledby="faq">
        <h2 id="faq">Pertanyaan umum</h2>
        {Story()}
      </section>
    ),
  ],
  parameters: { guidelines },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several sections may be open at once; each open one is a region named by its header. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const [lulus] = canvas.getAllByRole('button');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(lulus).toHaveAccessibleName(/cara lulus/);
    await expect(lulus).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(lulus!);
    await expect(lulus).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(['lulus']);
  },
};

/** Opening a second section leaves the first open; each open one is a named region. */
export const SeveralOpen: Story = {
  args: { defaultValue: ['lulus'] },
  play: async ({ args, canvas, userEvent }) => {
    const [lulus, sertifikat] = canvas.getAllByRole('button');
    await userEvent.click(sertifikat!);
    await expect(args.onChange).toHaveBeenLastCalledWith(['lulus', 'sertifikat']);
    await expect(lulus).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: /cara lulus/ })).toHaveTextContent(
      /nilai minimal 70/,
    );
  },
};

/** Tab reaches the headers; arrows, Home and End move between them; Enter and Space toggle. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const [lulus, sertifikat, ulang] = canvas.getAllByRole('button');
    await userEvent.tab();
    await expect(lulus).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(sertifikat).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['sertifikat']);
    await userEvent.keyboard('{End}');
    await expect(ulang).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(lulus).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Home}');
    await expect(lulus).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(lulus).toHaveAttribute('aria-expanded', 'true');
  },
};

/** One answer at a time: opening a section closes the other. */
export const SingleOpen: Story = {
  args: { isSingleOpen: true, defaultValue: ['lulus'] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: /cara lulus/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /sertifikat/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['sertifikat']);
    await expect(canvas.getByRole('button', { name: /cara lulus/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('region', { name: /sertifikat/ })).toBeVisible();
  },
};

/** A disabled section is skipped by the arrow keys and cannot open. */
export const WithDisabledSection: Story = {
  args: {
    items: items.map((item) =>
      item.value === 'sertifikat' ? { ...item, isDisabled: true } : item,
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /sertifikat/ })).toBeDisabled();
    canvas.getByRole('button', { name: /cara lulus/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: /mengulang/ })).toHaveFocus();
  },
};

/** Headings follow the page: under an h3, sections take h4. */
export const HeadingLevel4: Story = {
  args: { headingLevel: 4 },
  render: (args) => (
    <>
      <h3>Kursus K3 di Gudang</h3>
      <Accordion {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  },
};

/** The caller owns which sections are open, e.g. to open the one a link points to. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(['ulang']);
    return (
      <Accordion
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: /mengulang/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /mengulang/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByRole('region', { name: /mengulang/ })).toBeNull();
  },
};

/** The story on a phone `width` px wide: nothing wider than the phone. */
const onPhone = (width: PhoneWidth): Story => ({
  args: { defaultValue: ['ulang'] },
  decorators: [(Story) => <div style={{ maxInlineSize: `${width}px` }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-accordion]')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(width);
  },
});

/** On a 360 px phone long questions wrap beside the chevron; nothing scrolls sideways. */
export const Phone360: Story = onPhone(360);

/** On a 390 px phone, a current iPhone. */
export const Phone390: Story = onPhone(390);
