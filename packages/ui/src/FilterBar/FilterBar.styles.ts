import styled from 'styled-components';
import { breakpoint, color, fontSize, space } from '@ajar/tokens';

/** Measures its own width, so the bar fits any column it is placed in. */
export const Root = styled.form`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  margin-block-end: ${space[6]};
`;

/** Stacked on a phone; the search takes two thirds of a wider row. */
export const Controls = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[3]} ${space[4]};
  align-items: end;

  @container (width >= ${breakpoint.md}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

export const Filters = styled.div`
  display: grid;
  grid-auto-flow: row;
  gap: ${space[3]} ${space[4]};

  @container (width >= ${breakpoint.md}px) {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
  }
`;

export const Summary = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`;
