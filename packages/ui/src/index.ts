export * from './messages';
export * from './Button';
export * from './ThemePreview';
