export { CertificatesPage } from './CertificatesPage';
