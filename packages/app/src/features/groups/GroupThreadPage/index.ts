export { GroupThreadPage } from './GroupThreadPage';
