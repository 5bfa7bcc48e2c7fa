export { ClassesPage } from './ClassesPage';
