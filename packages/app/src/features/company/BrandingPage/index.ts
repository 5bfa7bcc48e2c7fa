export { BrandingPage } from './BrandingPage';
