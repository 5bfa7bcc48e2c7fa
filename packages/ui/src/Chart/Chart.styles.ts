import styled from 'styled-components';
import { chart, color, fontSize, fontWeight, radius, space } from '@ajar/tokens';
import { visuallyHidden } from '../internal/a11y';

export const ChartFigure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${space[3]};
  min-inline-size: 0;
  color: ${color.text};
`;

export const ChartCaption = styled.figcaption`
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
`;

/** chart.js sizes the canvas to this box and follows it when it resizes. */
export const ChartArea = styled.div<{ $minHeight?: string | undefined }>`
  position: relative;
  inline-size: 100%;
  block-size: ${chart.chartHeight};
  min-block-size: ${({ $minHeight }) => $minHeight ?? 'auto'};
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSize.sm};
`;

export const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
`;

export const Swatch = styled.span<{ $colour: string }>`
  inline-size: ${chart.chartSwatchSize};
  block-size: ${chart.chartSwatchSize};
  border-radius: ${radius.sm};
  background: ${({ $colour }) => $colour};
`;

export const EmptyMessage = styled.p`
  margin: 0;
  padding: ${space[6]} ${space[4]};
  border: 1px dashed ${color.border};
  border-radius: ${radius.md};
  color: ${color.textMuted};
  text-align: center;
`;

export const DataTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.sm};

  caption {
    ${visuallyHidden}
  }
  th,
  td {
    padding: ${space[2]} ${space[3]};
    border-block-end: 1px solid ${color.border};
    text-align: start;
    overflow-wrap: anywhere;
  }
  thead th {
    color: ${color.textMuted};
    font-weight: ${fontWeight.medium};
  }
  tbody th {
    font-weight: ${fontWeight.regular};
  }
  td {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;
