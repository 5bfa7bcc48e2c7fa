import styled from 'styled-components';
import { color, component } from '@ajar/tokens';

/**
 * Neutral greys only: a cover without an image must not be the loudest thing in a catalogue,
 * and the tenant colour never stands for a topic.
 */
export const Root = styled.svg`
  display: block;
  width: 100%;
  aspect-ratio: ${component.courseCardCoverRatio};
  background: ${color.surfaceSunken};

  .shape {
    fill: ${color.surface};
  }
  .card {
    fill: ${color.surface};
  }
  .line {
    fill: none;
    stroke: ${color.borderStrong};
    stroke-width: ${component.coverArtStrokeWidth};
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;
