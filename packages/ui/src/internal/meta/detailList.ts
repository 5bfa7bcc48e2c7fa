import styled from 'styled-components';
import { color, fontFamily, fontSize, fontWeight, space } from '@ajar/tokens';

/** Label–value pairs (`<dt>`/`<dd>`) in two columns, labels muted. */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space[1]} ${space[4]};
  margin: 0;
  font-size: ${fontSize.sm};

  dt {
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${fontWeight.medium};
    overflow-wrap: anywhere;
  }
`;

/** A certificate number or other code, in the monospace face. */
export const Code = styled.span`
  font-family: ${fontFamily.mono};
`;
