import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { applyTheme, tokenCss } from '@ajar/tokens';
import { DEFAULT_TENANT_COLOR, TENANT_COLOR_GLOBAL } from './tenant-colors';

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

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader()],
  decorators: [withTenantColor],
  globalTypes: {
    [TENANT_COLOR_GLOBAL]: { description: 'Tenant brand colour (hex)' },
  },
  initialGlobals: { [TENANT_COLOR_GLOBAL]: DEFAULT_TENANT_COLOR },
  parameters: {
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
