import styled, { css } from 'styled-components';
import { color, component } from '@ajar/tokens';
import { Card } from '../../Card';
import { stretchedCard } from '../link/stretchedLink';

// A full-height card whose one link covers it, and a cover image or, without one, a neutral
// drawing (CoverArt).

export const CardRoot = styled(Card)<{ $hasLink: boolean }>`
  height: 100%;
  ${({ $hasLink }) => $hasLink && stretchedCard}
`;

export const coverBox = css`
  display: block;
  width: 100%;
  aspect-ratio: ${component.courseCardCoverRatio};
`;

export const CoverImage = styled.img`
  ${coverBox}
  object-fit: cover;
  background: ${color.surfaceSunken};
`;
