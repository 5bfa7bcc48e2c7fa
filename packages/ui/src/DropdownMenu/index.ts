export { DropdownMenu } from './DropdownMenu';
export type { DropdownMenuAlign, DropdownMenuItem, DropdownMenuProps } from './DropdownMenu';
