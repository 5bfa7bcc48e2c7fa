import styled, { css } from 'styled-components';
import { color, fontSize, fontWeight, lineHeight, radius, space } from '@ajar/tokens';
import { coverBox } from '../internal/cardCover';

export {
  CardCount as Count,
  CardDescription as Description,
  CardRoot as Root,
} from '../internal/cardCover';

export const LoadingCover = styled.div`
  ${coverBox}
`;

/** Fills the card, so the next-class box sits at the bottom of every card in a row. */
export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  height: 100%;
`;

/** The sunken box at the foot of the card, with or without a class in it. */
const footBox = css`
  margin-block-start: auto;
  padding: ${space[3]};
  border-radius: ${radius.md};
  background: ${color.surfaceSunken};
  font-size: ${fontSize.sm};
`;

export const NextClass = styled.div`
  ${footBox}
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
`;

export const NextLabel = styled.p`
  margin: 0;
  color: ${color.textMuted};
`;

export const NextTitle = styled.p`
  margin: 0;
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.medium};
  line-height: ${lineHeight.tight};
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]};
  margin-block-start: ${space[1]};
`;

export const NoClass = styled.p`
  ${footBox}
  margin-inline: 0;
  margin-block-end: 0;
  color: ${color.textMuted};
`;
