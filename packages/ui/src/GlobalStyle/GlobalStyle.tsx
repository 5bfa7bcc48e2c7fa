import { createGlobalStyle } from 'styled-components';
import { color, fontFamily, fontSize, fontWeight, lineHeight } from '@ajar/tokens';
import { fontFaces } from './fonts';

/**
 * Page-wide defaults: the body font's faces, body type and colours from tokens, border-box
 * sizing. Rendered once by the app and by Storybook, so stories look as they will in the
 * product.
 */
export const GlobalStyle = createGlobalStyle`
  ${fontFaces}
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    font-family: ${fontFamily.body};
    font-size: ${fontSize.md};
    font-weight: ${fontWeight.regular};
    line-height: ${lineHeight.normal};
    color: ${color.text};
    background: ${color.surface};
  }
  /* Form controls do not inherit the page's font by default. */
  button,
  input,
  select,
  textarea {
    font-family: inherit;
  }
`;
