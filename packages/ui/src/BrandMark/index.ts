export { BrandMark } from './BrandMark';
export type { BrandMarkProps } from './BrandMark';
