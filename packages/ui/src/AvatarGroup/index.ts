export { AvatarGroup } from './AvatarGroup';
export type { AvatarGroupPerson, AvatarGroupProps } from './AvatarGroup';
