import type { ReactNode } from 'react';

/**
 * A page story on a 360 px phone, the most common Android width in Indonesia: the window
 * takes the toolbar's `phone360` preset (.storybook/preview.tsx) and the frame keeps the
 * width where the window is wider (the visual run's screenshots).
 */
export const PHONE_WIDTH = 360;
/** `width`: 320 for the narrowest phones still sold, where long words wrap first. */
export const phoneStory = (width: 320 | 360 = PHONE_WIDTH) => ({
  decorators: [(Story: () => ReactNode) => <div style={{ inlineSize: width }}>{Story()}</div>],
  globals: { viewport: { value: `phone${width}`, isRotated: false } },
  parameters: { layout: 'fullscreen' as const },
});
