import styled, { css, keyframes } from 'styled-components';
import { color, component, radius, space } from '@ajar/tokens';
import type { SkeletonVariant } from './Skeleton';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

const shapes = {
  text: css`
    height: ${component.skeletonTextHeight};
    border-radius: ${radius.sm};
  `,
  rect: css`
    height: ${component.skeletonRectHeight};
    border-radius: ${radius.md};
  `,
  circle: css`
    width: ${component.skeletonCircleSize};
    height: ${component.skeletonCircleSize};
    border-radius: 50%;
    flex-shrink: 0;
  `,
} satisfies Record<SkeletonVariant, ReturnType<typeof css>>;

export const Block = styled.span<{ $variant: SkeletonVariant }>`
  display: block;
  width: 100%;
  background: linear-gradient(
      90deg,
      ${color.progressTrack} 0%,
      ${color.surfaceSunken} 50%,
      ${color.progressTrack} 100%
    )
    0 0 / 300% 100%;
  animation: ${shimmer} ${component.skeletonShimmerDuration} linear infinite;
  ${({ $variant }) => shapes[$variant]}

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  width: 100%;

  /* The last line of a paragraph is shorter, as real text would be. */
  & > ${Block}:last-child:not(:first-child) {
    width: 60%;
  }
`;

export const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
`;
