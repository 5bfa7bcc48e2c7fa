export { Rating } from './Rating';
export type { RatingProps } from './Rating';
export { RatingValue } from './RatingValue';
export type { RatingValueProps } from './RatingValue';
