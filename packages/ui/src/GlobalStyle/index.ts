export { GlobalStyle } from './GlobalStyle';
export { BODY_FONT_FAMILY, bodyFontUrl } from './fonts';
