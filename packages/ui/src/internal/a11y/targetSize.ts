import { css } from 'styled-components';
import { component } from '@ajar/tokens';

/**
 * A link or button that stands apart from running text gets at least a 24 x 24 px box
 * (WCAG 2.2, 2.5.8). The box grows around the text, so the text and its line stay as they
 * were; inline links inside a sentence are exempt and keep flowing with it.
 */
export const minTarget = css`
  display: inline-flex;
  align-items: center;
  min-block-size: ${component.targetMinSize};
  min-inline-size: ${component.targetMinSize};
`;
