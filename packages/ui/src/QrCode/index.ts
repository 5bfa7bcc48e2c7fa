export { QrCode } from './QrCode';
export type { QrCodeErrorCorrection, QrCodeProps, QrCodeSize } from './QrCode';
