export { Badge } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
export { Tag } from './Tag';
export type { TagProps } from './Tag';
