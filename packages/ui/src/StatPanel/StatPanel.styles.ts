import styled from 'styled-components';
import { color, component, fontSize, fontWeight, lineHeight, shadow, space } from '@ajar/tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  padding: ${component.cardPadding};
  background: ${color.surface};
  color: ${color.text};
  border: 1px solid ${color.border};
  border-radius: ${component.cardRadius};
  box-shadow: ${shadow.sm};
`;

/** Figures share the card grid's column width, so a panel lines up with cards around it. */
export const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, ${component.cardGridMinColumnWidth}), 1fr)
  );
  gap: ${space[4]} ${space[6]};
  margin: 0;
`;

export const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-width: 0;
`;

export const Term = styled.dt`
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`;

export const Figure = styled.dd`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space[1]};
  margin: 0;
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export const Hint = styled.span`
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.regular};
  color: ${color.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[3]};
  padding-block-start: ${space[4]};
  border-block-start: 1px solid ${color.border};
`;
