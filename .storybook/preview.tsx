import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { rootCss } from '@ajar/tokens';

// The same :root defaults the app writes before its first render.
const style = document.createElement('style');
style.dataset.ajar = 'tokens';
style.textContent = rootCss();
document.head.append(style);

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader()],
  parameters: {
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
