import styled, { css } from 'styled-components';
import { color, component, space } from '@ajar/tokens';
import { Card } from '../Card';
import { stretchedCard } from '../internal/link/stretchedLink';

export const Root = styled(Card)<{ $hasLink: boolean }>`
  height: 100%;
  ${({ $hasLink }) => $hasLink && stretchedCard}
`;

const cover = css`
  display: block;
  width: 100%;
  aspect-ratio: ${component.courseCardCoverRatio};
`;

export const Cover = styled.img`
  ${cover}
  object-fit: cover;
  background: ${color.surfaceSunken};
`;

/** Shown when a course has no cover (or it fails to load): the tenant tint and a book. */
export const CoverFallback = styled.div`
  ${cover}
  display: grid;
  place-items: center;
  background: ${color.primarySubtle};
  color: ${color.onPrimarySubtle};

  svg {
    width: ${component.courseCardFallbackIconSize};
    height: ${component.courseCardFallbackIconSize};
  }
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]};
`;

export const Progress = styled.div`
  margin-block-start: ${space[3]};
`;

export const LoadingCover = styled.div`
  ${cover}
`;
