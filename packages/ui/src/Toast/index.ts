export { ToastContainer } from './ToastContainer';
export type { ToastContainerProps } from './ToastContainer';
export { toast } from './toastStore';
export type { ToastInput, ToastKind, ToastOptions } from './toastStore';
