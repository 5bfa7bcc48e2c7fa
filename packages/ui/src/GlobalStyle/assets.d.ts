// Vite answers `?url` imports with the asset's served URL (the app build and Storybook).
declare module '*.woff2?url' {
  const url: string;
  export default url;
}
