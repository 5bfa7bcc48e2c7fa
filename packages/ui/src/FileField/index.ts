export { FileField } from './FileField';
export type { FileFieldProps } from './FileField';
export { formatFileSize } from './formatFileSize';
