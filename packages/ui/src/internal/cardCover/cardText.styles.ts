import styled from 'styled-components';
import { color, component, fontSize, lineHeight, space } from '@ajar/tokens';

/** At most three lines, so cards in a row keep a similar height. */
export const CardDescription = styled.p`
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

/** A muted count with its icon, e.g. "6 kursus". */
export const CardCount = styled.p`
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
