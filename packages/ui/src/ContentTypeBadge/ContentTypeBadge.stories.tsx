import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { ContentTypeBadge } from './ContentTypeBadge';
import { DRAWN_CONTENT_TYPES } from './contentTypes';
import { guidelines } from './ContentTypeBadge.docs';

const meta = {
  title: 'Course/ContentTypeBadge',
  component: ContentTypeBadge,
  parameters: { guidelines },
  args: { type: 'Module' },
  argTypes: { type: { control: 'select', options: DRAWN_CONTENT_TYPES } },
} satisfies Meta<typeof ContentTypeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Module: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(storyMessages().contentTypeModule)).toBeVisible();
  },
};

export const FinalQuiz: Story = {
  args: { type: 'Final Quiz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(storyMessages().contentTypeFinalQuiz)).toBeVisible();
  },
};

/** Every content type, learning material in neutral and assessments in info. */
export const AllTypes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {DRAWN_CONTENT_TYPES.map((type) => (
        <ContentTypeBadge key={type} {...args} type={type} />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const m = storyMessages();
    for (const label of [
      m.contentTypeMeeting,
      m.contentTypeModule,
      m.contentTypeSubModule,
      m.contentTypeModuleSummary,
      m.contentTypeCourseSummary,
      m.contentTypePreTest,
      m.contentTypePostTest,
      m.contentTypeFinalQuiz,
      m.contentTypeEvaluation,
    ])
      await expect(canvas.getByText(label)).toBeVisible();
    // Icons are decorative: the text alone names the type.
    for (const svg of canvasElement.querySelectorAll('svg'))
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const CustomLabel: Story = {
  args: { type: 'Meeting', label: 'Sesi Tatap Muka' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sesi Tatap Muka')).toBeVisible();
  },
};
