import styled from 'styled-components';
import { color, fontFamily, fontSize, fontWeight, radius, space } from '@ajar/tokens';

export const Table = styled.table`
  border-collapse: collapse;
  font-family: ${fontFamily.body};
  font-size: ${fontSize.sm};
  color: ${color.text};
  background: ${color.surface};
  min-width: 100%;

  caption {
    text-align: start;
    font-size: ${fontSize.md};
    font-weight: ${fontWeight.medium};
    padding-block-end: ${space[3]};
  }
  th,
  td {
    text-align: start;
    padding: ${space[2]} ${space[3]};
    border-block-end: 1px solid ${color.border};
  }
  th {
    font-weight: ${fontWeight.medium};
  }
`;

/** A swatch of a data colour: the colour being previewed, not a theme colour. */
export const Swatch = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${space[16]};
  padding: ${space[2]} ${space[3]};
  border-radius: ${radius.md};
  border: 1px solid ${color.border};
  font-weight: ${fontWeight.medium};
`;

export const Code = styled.code`
  font-family: ${fontFamily.mono};
`;

export const Verdict = styled.span<{ $pass: boolean }>`
  font-weight: ${fontWeight.medium};
  color: ${({ $pass }) => ($pass ? color.success : color.danger)};
`;
