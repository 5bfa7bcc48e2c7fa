import styled, { css } from 'styled-components';
import { color, component, fontFamily, fontSize, lineHeight, radius, space } from '@ajar/tokens';
import type { MediaKind } from './MediaFrame';

export const Root = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  margin: 0;
  font-family: ${fontFamily.body};
  color: ${color.text};
`;

const frames = {
  video: css`
    aspect-ratio: ${component.mediaFrameVideoRatio};
    background: ${color.surfaceInverse};
  `,
  pdf: css`
    block-size: ${component.mediaFramePdfHeight};
    background: ${color.surfaceSunken};
  `,
} satisfies Record<MediaKind, ReturnType<typeof css>>;

export const Frame = styled.div<{ $kind: MediaKind }>`
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  ${({ $kind }) => frames[$kind]}
`;

export const Viewer = styled.div`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  border: 0;

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
`;

/** What shows where the browser cannot display the file, on the frame's own surface. */
export const Fallback = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  block-size: 100%;
  padding: ${space[4]};
  background: ${color.surface};
  color: ${color.text};
  text-align: center;

  p {
    margin: 0;
  }
`;

export const Caption = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space[1]} ${space[4]};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};
`;

export const Note = styled.span`
  color: ${color.textMuted};
`;
