export { GuidelinesPage } from './GuidelinesPage';
