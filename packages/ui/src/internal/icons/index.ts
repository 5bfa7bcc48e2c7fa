// The kit's one icon set: decorative SVGs in `currentColor`. Internal, not exported.
export { Icon16, Icon24, Svg } from './Svg';
export type { IconProps } from './Svg';
export * from './small';
export * from './forum';
export * from './large';
export * from './controls';
export * from './editor';
export { ContentTypeIcon } from './ContentTypeIcon';
export { ChevronRightIcon, StatusIcon } from './StatusIcon';
export { SortIcon } from './SortIcon';
export { ToastIcon } from './ToastIcon';
export { ValidityIcon } from './ValidityIcon';
