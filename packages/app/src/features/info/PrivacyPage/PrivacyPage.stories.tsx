import type { Meta, StoryObj } from '@storybook/react-vite';
import { prepareStory, shellHandlers, StoryApp } from '../../../stories/storyApp';
import { PRIVACY_SECTIONS } from './PrivacyPage.sections';
import {
  expectContentsJump,
  expectSections,
  expectUpdatedOn,
} from '../shared/document/documentChecks';
import { localeOf } from '../../../stories/storySupport';

/**
 * The privacy policy in the informational layout. Static text: no loading or error state; the
 * English version is the same story in the `:en` test projects.
 */

const meta = {
  title: 'Pages/Privacy',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/privacy-policy' },
  beforeEach: async ({ msw }) => {
    msw.use(...shellHandlers);
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expectSections(canvas, 'privacy', PRIVACY_SECTIONS);
    await expectUpdatedOn(canvas);
    await expectContentsJump(canvas, userEvent, 'privacy', PRIVACY_SECTIONS);
  },
};
