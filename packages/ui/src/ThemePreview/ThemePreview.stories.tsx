import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UiProvider } from '../messages';
import { storyMessages } from '../test-utils/storyMessages';
import { ThemePreview } from './ThemePreview';
import { guidelines } from './ThemePreview.docs';

const meta = {
  title: 'Foundations/ThemePreview',
  component: ThemePreview,
  args: { primaryColor: '#FF4048' },
  parameters: { guidelines },
} satisfies Meta<typeof ThemePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the toolbar's tenant colour. */
export const CurrentTenant: Story = {
  render: (args, { globals }) => (
    <ThemePreview {...args} primaryColor={String(globals.tenantColor ?? args.primaryColor)} />
  ),
};

export const DefaultRed: Story = {
  play: async ({ canvas }) => {
    const m = storyMessages();
    // The brand stays itself in the header; buttons take the darker step that keeps white text.
    const brand = canvas.getByRole('rowheader', { name: m.role_brandSurface }).closest('tr');
    await expect(brand).toHaveTextContent('#ff4048');
    const fill = canvas.getByRole('rowheader', { name: m.role_primaryFill }).closest('tr');
    await expect(fill).toHaveTextContent('#e72134');
    await expect(fill).toHaveTextContent('#ffffff');
    const hover = canvas.getByRole('rowheader', { name: m.role_primaryHover }).closest('tr');
    const pressed = canvas.getByRole('rowheader', { name: m.role_primaryActive }).closest('tr');
    await expect(hover).toHaveTextContent('#cb0025');
    await expect(pressed).toHaveTextContent('#b2001f');
    await expect(canvas.getAllByText(m.themePass)).toHaveLength(7);
    await expect(canvas.queryByText(m.themeFail)).toBeNull();
  },
};

export const LightYellow: Story = {
  args: { primaryColor: '#FFF59D' },
  play: async ({ canvas }) => {
    // A pale brand still gets readable brand text and visible borders, from darker steps.
    const m = storyMessages();
    await expect(canvas.getAllByText(m.themePass)).toHaveLength(7);
    const text = canvas.getByRole('rowheader', { name: m.role_primaryText }).closest('tr');
    await expect(text).not.toHaveTextContent('#fff59d');
  },
};

export const DarkNavy: Story = {
  args: { primaryColor: '#1A2B4C' },
  play: async ({ canvas }) => {
    const fill = canvas
      .getByRole('rowheader', { name: storyMessages().role_primaryFill })
      .closest('tr');
    await expect(fill).toHaveTextContent('#ffffff');
  },
};

export const InvalidColour: Story = {
  args: { primaryColor: 'url(javascript:alert(1))' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(storyMessages().themeInvalid);
  },
};

export const English: Story = {
  decorators: [(Story) => <UiProvider locale="en">{Story()}</UiProvider>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAccessibleName(
      'Tenant colours and their text contrast',
    );
    await expect(canvas.getAllByText('Passes AA')).toHaveLength(7);
  },
};
