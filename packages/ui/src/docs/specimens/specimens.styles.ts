import styled from 'styled-components';
import { color, component, fontFamily, fontSize, fontWeight, radius, space } from '@ajar/tokens';

// The docs pages' specimen tables: token name, value and a live sample, read from tokens.

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-family: ${fontFamily.body};
  font-size: ${fontSize.sm};
  color: ${color.text};

  caption {
    text-align: start;
    font-weight: ${fontWeight.semibold};
    padding-block-end: ${space[2]};
  }
  th {
    text-align: start;
    font-weight: ${fontWeight.medium};
    color: ${color.textMuted};
  }
  th,
  td {
    padding: ${space[2]} ${space[3]};
    border-block-end: 1px solid ${color.border};
    vertical-align: middle;
  }
`;

export const Code = styled.code`
  font-family: ${fontFamily.mono};
  font-size: ${fontSize.sm};
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${component.cardGridMinColumnWidth}, 1fr));
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ${fontFamily.body};
  color: ${color.text};
`;

export const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  padding: ${space[4]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  font-size: ${fontSize.sm};

  svg {
    width: ${space[6]};
    height: ${space[6]};
  }
`;

export const Muted = styled.span`
  color: ${color.textMuted};
`;
