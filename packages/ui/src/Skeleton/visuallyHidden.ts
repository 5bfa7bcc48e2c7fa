import styled, { css } from 'styled-components';

/**
 * Hides content visually while keeping it in the accessibility tree (screen-reader text).
 * Shared by the structure components; a candidate for a kit-wide VisuallyHidden.
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
