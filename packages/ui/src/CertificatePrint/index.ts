export { CertificatePrint } from './CertificatePrint';
export type { CertificatePrintProps } from './CertificatePrint';
