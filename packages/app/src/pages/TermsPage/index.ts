export { TermsPage } from './TermsPage';
