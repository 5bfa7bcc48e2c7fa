import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, StoryApp } from '../../../stories/storyApp';
import { expectSections } from '../shared/document/documentChecks';
import { HELP_SECTIONS } from './HelpPage.sections';
import { localeOf } from '../../../stories/storySupport';

/**
 * Help in the informational layout. Static text: no loading or error state; the English
 * version is the same story in the `:en` test projects.
 */

const meta = {
  title: 'Pages/Help',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/help' },
  beforeEach: async ({ msw }) => {
    msw.use(...shellHandlers);
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expectSections(canvas, 'help', HELP_SECTIONS);
    // The links translators wrote into the text lead where the sentences say.
    const pageLink = (key: string) =>
      canvas.getByRole('link', { name: i18next.t(`pages.${key}.title`) });
    await expect(pageLink('certificateCheck')).toHaveAttribute('href', '/certificate-check');
    await expect(pageLink('redeemVoucher')).toHaveAttribute('href', '/redeem-voucher');
    await expect(pageLink('notifications')).toHaveAttribute('href', '/notifications');
    await expect(canvas.getByRole('link', { name: 'support@ajar.local' })).toHaveAttribute(
      'href',
      'mailto:support@ajar.local',
    );
  },
};
