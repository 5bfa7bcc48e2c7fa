import { css, type RuleSet } from 'styled-components';
import { breakpoint } from '@ajar/tokens';

/**
 * Layouts switch to their phone arrangement from their own width (a CSS container query),
 * not the window's: no matchMedia, no re-render, and a narrow story frame shows it too.
 */
const CONTAINER = 'ajar-layout';

/** Makes an element the container the compact rules measure. */
export const layoutContainer = css`
  container: ${CONTAINER} / inline-size;
`;

/**
 * Rules for the compact (phone) arrangement: under `breakpoint.md`, or always when the
 * layout root has `data-compact="true"`. For descendants of the layout root only.
 */
export function whenCompact(rules: RuleSet<object>) {
  return css`
    @container ${CONTAINER} (width < ${breakpoint.md}px) {
      ${rules}
    }
    [data-compact='true'] & {
      ${rules}
    }
  `;
}

/** Shown only in the compact arrangement. */
export const compactOnly = (display: string) => css`
  display: none;
  ${whenCompact(css`
    display: ${display};
  `)}
`;

/** Hidden in the compact arrangement. */
export const wideOnly = whenCompact(css`
  display: none;
`);
