import styled, { css } from 'styled-components';

/**
 * Hides text from the eye but keeps it for screen readers (and in the accessible name).
 * The one kit-wide screen-reader-only helper, for built-in labels such as "loading" or "opens in new tab".
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
