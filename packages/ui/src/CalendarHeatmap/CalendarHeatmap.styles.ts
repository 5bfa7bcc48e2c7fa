import styled, { css } from 'styled-components';
import {
  color,
  component,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  space,
} from '@ajar/tokens';

export type HeatLevel = 0 | 1 | 2 | 3 | 4;

const fills: Record<HeatLevel, string> = {
  0: color.surfaceSunken,
  1: component.heatmapLevel1,
  2: component.heatmapLevel2,
  3: component.heatmapLevel3,
  4: component.heatmapLevel4,
};

/** Every square has an edge, so the palest level stays seen on white. */
const square = css<{ $level: HeatLevel }>`
  display: block;
  inline-size: ${component.heatmapCellSize};
  block-size: ${component.heatmapCellSize};
  border-radius: 2px;
  background: ${({ $level }) => fills[$level]};
  box-shadow: inset 0 0 0 1px ${color.border};
`;

export const HeatmapRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${space[2]};
  max-inline-size: 100%;
  font-family: ${fontFamily.body};
  color: ${color.text};
`;

export const Table = styled.table`
  border-collapse: separate;
  border-spacing: 3px;
  font-size: ${fontSize.xs};
  line-height: ${lineHeight.tight};

  td,
  th {
    padding: 0;
  }
`;

export const Caption = styled.caption`
  margin-block-end: ${space[1]};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
  text-align: start;
`;

/** Month names may run over the next weeks' empty headers. */
export const WeekHeader = styled.th`
  position: relative;
  block-size: calc(${fontSize.xs} * ${lineHeight.tight});
  font-weight: ${fontWeight.regular};
  color: ${color.textMuted};
  text-align: start;
  white-space: nowrap;

  > span[aria-hidden] {
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
  }
`;

export const WeekdayHeader = styled.th`
  padding-inline-end: ${space[1]} !important;
  font-weight: ${fontWeight.regular};
  color: ${color.textMuted};
  text-align: start;
`;

export const Cell = styled.span<{ $level: HeatLevel; $isToday: boolean }>`
  ${square}
  ${({ $isToday }) =>
    $isToday &&
    css`
      /* Today: a ring in the text colour, outside the square, whatever its level. */
      outline: 2px solid ${color.text};
      outline-offset: 1px;
    `}
`;

export const Legend = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  margin: 0;
  font-size: ${fontSize.xs};
  color: ${color.textMuted};
`;

export const LegendSwatches = styled.span`
  display: inline-flex;
  gap: 3px;
`;

export const Swatch = styled.span<{ $level: HeatLevel }>`
  ${square}
`;
