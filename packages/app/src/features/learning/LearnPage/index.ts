export { LearnPage } from './LearnPage';
