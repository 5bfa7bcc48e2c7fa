import styled from 'styled-components';
import { color, component, fontSize, fontWeight, space } from '@ajar/tokens';

/** The number's circle. */
const MARKER = space[8];

/** Steps flow in reading order through as many columns as fit, one on a phone. */
export const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(100%, ${component.cardGridMinColumnWidth}), 1fr)
  );
  gap: ${space[6]} ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  min-width: 0;
`;

/** The number, then a line leading on towards the next step. */
export const Marker = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};

  ${Item}:not(:last-child) &::after {
    content: '';
    flex: 1;
    border-block-start: 2px dashed ${color.borderStrong};
  }
`;

export const StepNumber = styled.span`
  display: grid;
  flex-shrink: 0;
  place-items: center;
  width: ${MARKER};
  height: ${MARKER};
  border-radius: 50%;
  background: ${color.primarySubtle};
  color: ${color.onPrimarySubtle};
  border: 1px solid ${color.primaryBorder};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`;

/** Stretches its card so the cards of a row share one height. */
export const Content = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;

  & > * {
    flex: 1 1 auto;
  }
`;
