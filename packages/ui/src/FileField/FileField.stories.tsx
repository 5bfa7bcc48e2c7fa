import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { FILE_SIZE } from '@ajar/tokens';
import type { UiLocale } from '../messages';
import { storyMessages } from '../test-utils/storyMessages';
import { FileField } from './FileField';
import { formatFileSize } from './formatFileSize';
import { guidelines } from './FileField.docs';

const meta = {
  title: 'Forms/FileField',
  component: FileField,
  parameters: { guidelines },
  args: {
    label: 'Sertifikat pelatihan',
    name: 'certificate',
    accept: '.pdf,image/*',
    maxSizeBytes: 5 * FILE_SIZE.MB,
    onChange: fn(),
  },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

const label = 'Sertifikat pelatihan';
const locale = () => document.documentElement.lang as UiLocale;
const limitText = () =>
  storyMessages().fileFieldMaxSize.replace('{size}', formatFileSize(5 * FILE_SIZE.MB, locale()));

/** A PDF of the given size; the content is a buffer of that many bytes. */
function pdf(name: string, bytes: number) {
  return new File([new ArrayBuffer(bytes)], name, { type: 'application/pdf' });
}

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText(label);
    await expect(canvas.getByText(storyMessages().fileFieldChoose)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(limitText());
    const file = pdf('sertifikat-k3.pdf', 200 * FILE_SIZE.KB);
    await userEvent.upload(input, file);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith([file], expect.anything());
    const list = canvas.getByRole('list', { name: storyMessages().fileFieldSelected });
    await expect(list).toHaveTextContent('sertifikat-k3.pdf');
    await expect(list).toHaveTextContent(formatFileSize(200 * FILE_SIZE.KB, locale()));
  },
};

/** A file over the limit is refused with a message; a small one is then accepted. */
export const RejectsOversizeFile: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const input = canvas.getByLabelText(label);
    await userEvent.upload(input, pdf('rekaman-rapat.pdf', 6 * FILE_SIZE.MB));
    const tooLarge = m.fileFieldTooLarge.replace(
      '{size}',
      formatFileSize(5 * FILE_SIZE.MB, locale()),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(tooLarge);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(`${limitText()} ${tooLarge}`);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('list')).toBeNull();

    const small = pdf('sertifikat-k3.pdf', 900 * FILE_SIZE.KB);
    await userEvent.upload(input, small);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith([small], expect.anything());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(input).toBeValid();
    await expect(canvas.getByRole('list')).toHaveTextContent('sertifikat-k3.pdf');
  },
};

/** A refused pick keeps the files chosen before it. */
export const RefusalKeepsPreviousFiles: Story = {
  args: { isMultiple: true, label: 'Lampiran tugas' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Lampiran tugas');
    await userEvent.upload(input, [pdf('laporan.pdf', 1000), pdf('foto.pdf', 2000)]);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    const big = pdf('video.pdf', 10);
    Object.defineProperty(big, 'size', { value: 2 * FILE_SIZE.GB });
    await userEvent.upload(input, [pdf('ringkasan.pdf', 500), big]);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('list')).toHaveTextContent('laporan.pdf');
  },
};

export const WithHint: Story = {
  args: { hint: 'PDF atau foto sertifikat dari lembaga pelatihan' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(label)).toHaveAccessibleDescription(
      `PDF atau foto sertifikat dari lembaga pelatihan ${limitText()}`,
    );
  },
};

export const WithError: Story = {
  args: { error: 'Sertifikat pelatihan tidak valid' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(label);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      `${limitText()} Sertifikat pelatihan tidak valid`,
    );
    // A caller's validation message is not an alert; FormError announces those.
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Sertifikat pelatihan/);
    await expect(input).toHaveAccessibleName(`${label} ${storyMessages().fieldRequired}`);
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText(label);
    await expect(input).toBeDisabled();
    await userEvent.upload(input, pdf('sertifikat.pdf', 1000));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const chosen = [pdf('sertifikat-k3.pdf', 1.5 * FILE_SIZE.MB)];

/** Controlled: the caller holds the chosen files. */
export const Filled: Story = {
  render: (args) => <FileField {...args} value={chosen} />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText<HTMLInputElement>(label);
    await expect(canvas.getByRole('listitem')).toHaveTextContent(
      `sertifikat-k3.pdf (${formatFileSize(1.5 * FILE_SIZE.MB, locale())})`,
    );
    // The input takes the chosen file in an effect, after the first paint.
    await waitFor(() => expect(input.files?.[0]?.name).toBe('sertifikat-k3.pdf'));
  },
};

/** Without `maxSizeBytes` there is no limit line and no size check. */
export const WithoutLimit: Story = {
  args: { maxSizeBytes: undefined, label: 'Foto profil', accept: 'image/*' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Foto profil')).not.toHaveAccessibleDescription();
  },
};
