import styled from 'styled-components';
import { color, component, fontSize, lineHeight, space } from '@ajar/tokens';

import { coverBox } from '../internal/cardCover';

export { CardRoot as Root, CoverImage as Cover, CoverFallback } from '../internal/cardCover';

export const LoadingCover = styled.div`
  ${coverBox}
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
