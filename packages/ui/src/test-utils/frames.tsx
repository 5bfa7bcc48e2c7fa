import type { ComponentType, ReactNode } from 'react';
import { breakpoint } from '@ajar/tokens';

/** A story decorator framing the story at most `maxWidth` wide, as in a card grid or column. */
export const maxWidthFrame = (maxWidth: string) =>
  function MaxWidthFrame(Story: ComponentType) {
    return (
      <div style={{ maxWidth }}>
        <Story />
      </div>
    );
  };

/**
 * Phone widths stories are checked at: 360 is the most common Android width in Indonesia,
 * 320 the narrowest still sold, 390 a current iPhone. The Storybook toolbar offers each as a
 * viewport preset (.storybook/preview.tsx).
 */
export const phoneViewports = {
  phone320: { name: 'Phone 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone360: { name: 'Phone 360', styles: { width: '360px', height: '780px' }, type: 'mobile' },
  phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

export type PhoneWidth = 320 | 360 | 390;

/** Frames of a fixed width: a layout adapts to its own width, not the window's. */
export const desktopFrame = (Story: () => ReactNode) => (
  <div style={{ minInlineSize: breakpoint.lg }}>{Story()}</div>
);
const frameAt = (width: PhoneWidth) =>
  function PhoneFrame(Story: () => ReactNode) {
    return <div style={{ inlineSize: width }}>{Story()}</div>;
  };
export const phoneFrame = frameAt(360);

/**
 * A story on a phone `width` px wide: the window is that phone's (so fixed and sticky parts,
 * drawers and dialogs sit as on the phone) and the story fills it edge to edge; the frame
 * keeps the width where the window is wider (the visual run's screenshots).
 */
export const phoneStory = (width: PhoneWidth = 360) => ({
  decorators: [frameAt(width)],
  globals: { viewport: { value: `phone${width}`, isRotated: false } },
  parameters: { layout: 'fullscreen' as const },
});
