import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { samplePreviews } from './studioPreviews';
import { ThemeStudio } from './ThemeStudio';
import { guidelines } from './ThemeStudio.docs';

const others = [
  { name: 'Bank Sejahtera', primaryColor: '#1A2B4C' },
  { name: 'Hijau Lestari', primaryColor: '#00A86B' },
  { name: 'Emas Mulia', primaryColor: '#FFD700' },
  { name: 'Kopi Kenangan Lama', primaryColor: '#FFF59D' },
];

/**
 * Where a company picks its brand colour. Type a hex code or pick one; everything on the page
 * follows: the derived palette with its contrast figures, warnings, the company beside others,
 * page previews, and the export.
 */
const meta = {
  title: 'Foundations/Theme studio',
  component: ThemeStudio,
  args: {
    tenantName: 'PT Nusantara Energi',
    defaultValue: '#FF4048',
    compareWith: others,
    previews: samplePreviews,
    onChange: fn(),
  },
  argTypes: { previews: { control: false }, compareWith: { control: false } },
  parameters: { guidelines },
} satisfies Meta<typeof ThemeStudio>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillRow = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('rowheader', { name: storyMessages().role_primaryFill }).closest('tr')!;

/** The default red: warned as close to danger, its fill a darker step with white text. */
export const DefaultRed: Story = {
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getByRole('heading', { name: m.studioWarningsTitle })).toBeVisible();
    await expect(canvas.getByText(m.studioWarnCloseToDanger)).toBeVisible();
    await expect(fillRow(canvas)).toHaveTextContent('#e72134');
    // Five companies side by side, each in its own colour.
    await expect(
      canvas.getAllByText(/PT Nusantara Energi|Bank Sejahtera|Hijau Lestari/),
    ).not.toHaveLength(0);
  },
};

/** Typing a new colour re-derives everything and reports it; navy needs no warning. */
export const TypeANewColour: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const field = canvas.getByRole('textbox', { name: m.studioColorLabel });
    await userEvent.clear(field);
    await userEvent.type(field, '#1A2B4C');
    await expect(args.onChange).toHaveBeenLastCalledWith('#1a2b4c');
    await expect(canvas.getByRole('heading', { name: m.studioWarningsNone })).toBeVisible();
    await expect(fillRow(canvas)).toHaveTextContent('#1a2b4c');
    await expect(
      canvas.getByRole('textbox', { name: m.studioColorLabel }),
    ).toHaveAccessibleDescription(m.studioColorHint);
  },
};

/** Bad input is explained and changes nothing: the previews keep the last valid colour. */
export const InvalidInput: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const field = canvas.getByRole('textbox', { name: m.studioColorLabel });
    await userEvent.clear(field);
    await userEvent.type(field, 'merah');
    await userEvent.tab();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(m.studioColorInvalid)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(fillRow(canvas)).toHaveTextContent('#e72134');
  },
};

/** A pale yellow is warned as almost white; its tint and text still pass. */
export const PaleYellow: Story = {
  args: { defaultValue: '#FFF59D' },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getByText(m.studioWarnCloseToWhite)).toBeVisible();
    await expect(canvas.queryByText(m.themeFail)).toBeNull();
  },
};

/** Every page preview tab shows the page in the edited colour. */
export const PagePreviews: Story = {
  play: async ({ canvas, userEvent }) => {
    const tabs = canvas.getByRole('tablist', { name: storyMessages().studioPreviewLabel });
    for (const name of ['Beranda', 'Masuk', 'Kuis', 'Area anggota', 'Sertifikat'])
      await expect(within(tabs).getByRole('tab', { name })).toBeVisible();
    // The home preview's skip link waits off its page's top edge: it must not paint over the
    // studio's own tabs (it did, "Lewati ke konten" on top of "Beranda").
    const skip = canvas.getByRole('link', { name: storyMessages().publicLayoutSkipLink });
    tabs.scrollIntoView({ block: 'center' });
    const box = skip.getBoundingClientRect();
    const painted = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(painted).not.toBeNull();
    await expect(painted === skip || skip.contains(painted)).toBe(false);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Kuis' }));
    await expect(canvas.getByText('Apa kepanjangan dari K3?')).toBeVisible();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Sertifikat' }));
    await expect(canvas.getByText('AJR-7K2M-Q9XD')).toBeVisible();
  },
};

/** The theme exports as CSS custom properties and as JSON, each copied with one button. */
export const Export: Story = {
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const exportTabs = canvas.getByRole('tablist', { name: m.studioExportLabel });
    const panel = () => canvas.getByRole('tabpanel', { name: /CSS|JSON/ });
    await expect(panel()).toHaveTextContent('--ajar-color-primary-fill: #e72134;');
    await userEvent.click(within(panel()).getByRole('button', { name: m.studioCopy }));
    await expect(write).toHaveBeenCalledWith(expect.stringContaining(':root {'));
    await waitFor(() =>
      expect(within(panel()).getByRole('status')).toHaveTextContent(m.studioCopied),
    );
    await userEvent.click(within(exportTabs).getByRole('tab', { name: m.studioExportJson }));
    await expect(panel()).toHaveTextContent('"primaryFill": "#e72134"');
    write.mockRestore();
  },
};

/** On a 360 px phone nothing scrolls sideways; wide parts scroll inside themselves. */
export const Phone360: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: '360px' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(360);
  },
};
