import { createGlobalStyle } from 'styled-components';
import { color, fontFamily, fontSize, lineHeight } from '@ajar/tokens';

/**
 * Page-wide defaults: body type and colours from tokens, border-box sizing. Rendered once by
 * the app and by Storybook, so stories look as they will in the product.
 */
export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    font-family: ${fontFamily.body};
    font-size: ${fontSize.md};
    line-height: ${lineHeight.normal};
    color: ${color.text};
    background: ${color.surface};
  }
`;
