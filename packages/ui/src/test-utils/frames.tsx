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

/** Frames of a fixed width: a layout adapts to its own width, not the window's. */
export const desktopFrame = (Story: () => ReactNode) => (
  <div style={{ minInlineSize: breakpoint.lg }}>{Story()}</div>
);
export const phoneFrame = (Story: () => ReactNode) => (
  <div style={{ inlineSize: breakpoint.sm }}>{Story()}</div>
);
