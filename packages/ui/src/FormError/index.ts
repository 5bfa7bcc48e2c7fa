export { FormError } from './FormError';
export type { FormErrorItem, FormErrorProps } from './FormError';
