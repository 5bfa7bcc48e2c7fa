import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { TextArea } from './TextArea';
import { guidelines } from './TextArea.docs';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Ulasan kursus', name: 'review', onChange: fn() },
  parameters: { guidelines },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const review = 'Materinya jelas dan mudah dipraktikkan di kantor.';

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Ulasan kursus' });
    await userEvent.type(textArea, 'Sangat membantu');
    await expect(textArea).toHaveValue('Sangat membantu');
    await expect(args.onChange).toHaveBeenCalledTimes('Sangat membantu'.length);
  },
};

export const WithHint: Story = {
  args: { hint: 'Ceritakan apa yang paling bermanfaat bagi pekerjaan Anda' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Ulasan kursus' }),
    ).toHaveAccessibleDescription('Ceritakan apa yang paling bermanfaat bagi pekerjaan Anda');
  },
};

export const WithError: Story = {
  args: { error: 'Ulasan kursus tidak valid', defaultValue: '-' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Ulasan kursus' });
    await expect(textArea).toBeInvalid();
    await expect(textArea).toHaveAccessibleDescription('Ulasan kursus tidak valid');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const name = `Ulasan kursus ${storyMessages().fieldRequired}`;
    await expect(canvas.getByRole('textbox', { name })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: review },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Ulasan kursus' })).toBeDisabled();
  },
};

export const Filled: Story = {
  args: { defaultValue: review },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Ulasan kursus' })).toHaveValue(review);
  },
};

/** The counter follows typing at once, and is read politely once typing pauses. */
export const WithCounter: Story = {
  args: { maxLength: 20, hint: 'Singkat saja' },
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    const count = (n: number) =>
      m.textAreaCounter.replace('{count}', String(n)).replace('{max}', '20');
    const textArea = canvas.getByRole('textbox', { name: 'Ulasan kursus' });
    await expect(canvas.getByText(count(0))).toBeVisible();
    await expect(textArea).toHaveAccessibleDescription(`Singkat saja ${count(0)}`);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();

    await userEvent.type(textArea, 'Bagus sekali');
    await expect(canvas.getByText(count(12))).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(count(12)), {
      timeout: 3000,
    });

    // The browser stops at the limit.
    await userEvent.type(textArea, ', sangat membantu sekali');
    await expect(textArea).toHaveValue('Bagus sekali, sangat');
    await expect(canvas.getByText(count(20))).toBeVisible();
  },
};

/** Resetting the form puts the text, and the count, back to the default. */
export const ResetRecounts: Story = {
  args: { maxLength: 100, defaultValue: 'Bagus' },
  render: (args) => (
    <form>
      <TextArea {...args} />
      <button type="reset">Atur ulang</button>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    const count = (n: number) =>
      storyMessages().textAreaCounter.replace('{count}', String(n)).replace('{max}', '100');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ulasan kursus' }), ' sekali');
    await expect(canvas.getByText(count(12))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Atur ulang' }));
    await expect(canvas.getByRole('textbox', { name: 'Ulasan kursus' })).toHaveValue('Bagus');
    await expect(await canvas.findByText(count(5))).toBeVisible();
  },
};
