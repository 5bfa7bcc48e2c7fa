export { CertificateCheckPage } from './CertificateCheckPage';
