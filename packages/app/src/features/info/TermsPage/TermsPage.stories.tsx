import type { Meta, StoryObj } from '@storybook/react-vite';
import { prepareStory, shellHandlers, StoryApp } from '../../../stories/storyApp';
import { TERMS_SECTIONS } from './TermsPage.sections';
import {
  expectContentsJump,
  expectSections,
  expectUpdatedOn,
} from '../shared/document/documentChecks';
import { localeOf } from '../../../stories/storySupport';

/**
 * The terms of use in the informational layout. Static text: no loading or error state; the
 * English version is the same story in the `:en` test projects.
 */

const meta = {
  title: 'Pages/Terms',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/terms-of-use' },
  beforeEach: async ({ msw }) => {
    msw.use(...shellHandlers);
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expectSections(canvas, 'terms', TERMS_SECTIONS);
    await expectUpdatedOn(canvas);
    await expectContentsJump(canvas, userEvent, 'terms', TERMS_SECTIONS);
  },
};
