export { Drawer } from './Drawer';
export type { DrawerPlacement, DrawerProps } from './Drawer';
