import styled, { keyframes } from 'styled-components';
import { color, component, easing, zIndex } from '@ajar/tokens';

export const Track = styled.div`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: ${zIndex.progress};
  height: ${component.routeProgressHeight};
  overflow: hidden;
  background: ${color.primarySubtle};
  pointer-events: none;
`;

/**
 * A full-width carrier moves from "segment just off the start" to "just off the end";
 * translate percentages are of its own width, which is the track's.
 */
const sweep = keyframes`
  from {
    transform: translateX(calc(-1 * ${component.routeProgressSegment}));
  }
  to {
    transform: translateX(100%);
  }
`;

export const Segment = styled.div`
  height: 100%;
  animation: ${sweep} ${component.routeProgressCycle} ${easing.standard} infinite;

  &::before {
    content: '';
    display: block;
    width: ${component.routeProgressSegment};
    height: 100%;
    /* primaryBorder: the brand colour that stays visible on white, even for a pale brand. */
    background: ${color.primaryBorder};
  }

  /* Durations are 0 under reduced motion already: show a still, full bar instead. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;

    &::before {
      width: 100%;
    }
  }
`;
