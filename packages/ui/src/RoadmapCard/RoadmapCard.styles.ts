import styled, { css } from 'styled-components';
import { color, component, fontSize, lineHeight, space } from '@ajar/tokens';
import { Card } from '../Card';
import { stretchedCard } from '../internal/link';

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

/** Without a cover: the tenant tint and a route, so roadmaps read apart from courses. */
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

export const LoadingCover = styled.div`
  ${cover}
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
`;

/** At most three lines, so cards in a row keep a similar height. */
export const Description = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};
`;

export const Count = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  margin: 0;
  color: ${color.textMuted};
  font-size: ${fontSize.sm};

  svg {
    width: ${component.courseMetaIconSize};
    height: ${component.courseMetaIconSize};
    flex-shrink: 0;
  }
`;
