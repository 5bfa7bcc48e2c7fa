import styled from 'styled-components';
import { color, component } from '@ajar/tokens';

export const SparklineRoot = styled.span`
  display: inline-flex;
  vertical-align: middle;
`;

/** Drawn in the text colour: a sparkline shows a trend, never good or bad, nor the brand. */
export const SparklineSvg = styled.svg`
  inline-size: ${component.sparklineWidth};
  block-size: ${component.sparklineHeight};
  overflow: visible;
  fill: none;
  stroke: ${color.text};
  stroke-linecap: round;
  stroke-linejoin: round;

  polyline {
    stroke-width: 1.5px;
  }
  /* A zero-length round-capped line: a dot that stays round when the SVG is stretched. */
  line[data-last] {
    stroke-width: 5px;
  }
`;
