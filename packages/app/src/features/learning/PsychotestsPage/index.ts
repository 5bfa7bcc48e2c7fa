export { PsychotestsPage } from './PsychotestsPage';
