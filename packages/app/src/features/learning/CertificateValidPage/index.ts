export { CertificateValidPage } from './CertificateValidPage';
