export { CertificateCard } from './CertificateCard';
export type { CertificateCardProps, CertificateStatus } from './CertificateCard';
