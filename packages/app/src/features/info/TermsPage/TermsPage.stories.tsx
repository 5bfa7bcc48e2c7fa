import type { Meta, StoryObj } from '@storybook/react-vite';
import { prepareStory, shellHandlers, StoryApp } from '../../../stories/storyApp';
import { TERMS_SECTIONS } from './TermsPage.sections';
import {
  expectContentsJump,
  expectContentsTargets,
  expectSections,
  expectUpdatedOn,
} from '../shared/document/documentChecks';
import { localeOf } from '../../../stories/storySupport';
import { phoneStory } from '../../../stories/phoneStory';

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

/**
 * A 360 px phone: each contents link, one to a line, is at least 24 px tall (WCAG 2.2,
 * 2.5.8); as plain text lines they were 17 px.
 */
export const PhoneContentsTargets: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    await expectSections(canvas, 'terms', TERMS_SECTIONS);
    await expectContentsTargets(canvas, 'terms');
  },
};
