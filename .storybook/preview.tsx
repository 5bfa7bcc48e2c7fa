// First, so every module after it reads the story calendar.
import { freezeStoryClock } from './story-clock';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { applyTheme, tokenCss } from '@ajar/tokens';
import * as ui from '@ajar/ui';
import { GlobalStyle, UiProvider, type UiLocale } from '@ajar/ui';
import { colourPass } from './colour-pass';
import { nameComponents } from '../packages/ui/src/test-utils/componentNames';
import { DEFAULT_TENANT_COLOR, TENANT_COLOR_GLOBAL } from './tenant-colors';
import { hideNodeControls } from './argtypes';
import { DocsPage } from './docs-page';
import { phoneViewports } from '../packages/ui/src/test-utils/frames';

// Code snippets name components as they are imported, not by their minified names.
nameComponents(ui);

// The same token stylesheet the app writes before its first render.
const style = document.createElement('style');
style.dataset.ajar = 'tokens';
style.textContent = tokenCss();
document.head.append(style);

/**
 * Applies the toolbar's tenant colour exactly as the app does (CSS custom properties on
 * :root), during render so the story paints, and axe checks it, in that colour. The test
 * run can pin a colour with STORYBOOK_TENANT_COLOR to check every story at an extreme.
 */
const withTenantColor: Decorator = (Story, { globals }) => {
  const pinned = import.meta.env.STORYBOOK_TENANT_COLOR as string | undefined;
  applyTheme(pinned ?? globals[TENANT_COLOR_GLOBAL] ?? DEFAULT_TENANT_COLOR);
  return <Story />;
};

/**
 * Gives every story the toolbar's locale (or the test run's STORYBOOK_LOCALE) through the
 * ui kit's provider, and sets <html lang> so screen readers and play functions agree.
 */
const withLocale: Decorator = (Story, { globals }) => {
  const pinned = import.meta.env.STORYBOOK_LOCALE as UiLocale | undefined;
  const locale: UiLocale = pinned ?? (globals.locale === 'en' ? 'en' : 'id');
  document.documentElement.lang = locale;
  return (
    <UiProvider locale={locale}>
      <GlobalStyle />
      <Story />
    </UiProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  argTypesEnhancers: [hideNodeControls],
  // `frozen-clock`: the story's calendar stands still from its first render (quiz timers).
  beforeEach: ({ tags }) => (tags.includes('frozen-clock') ? freezeStoryClock() : undefined),
  // The extreme tenant colours, when the test run asks (STORYBOOK_COLOUR_PASS).
  afterEach: colourPass,
  loaders: [mswLoader()],
  decorators: [withLocale, withTenantColor],
  globalTypes: {
    [TENANT_COLOR_GLOBAL]: { description: 'Tenant brand colour (hex)' },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'id', title: 'Bahasa Indonesia' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { [TENANT_COLOR_GLOBAL]: DEFAULT_TENANT_COLOR, locale: 'id' },
  parameters: {
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    docs: { page: DocsPage },
    // Phone widths in the toolbar; stories pick one with phoneStory() (test-utils/frames).
    viewport: { options: phoneViewports },
  },
};

export default preview;
