export * from './messages';
export * from './GlobalStyle';
export * from './Button';
export * from './ThemePreview';
