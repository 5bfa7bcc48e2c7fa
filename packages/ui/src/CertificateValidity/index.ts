export { CertificateValidity } from './CertificateValidity';
export type {
  CertificateValidityProps,
  CertificateValidityState,
  ValidityHeadingLevel,
} from './CertificateValidity';
