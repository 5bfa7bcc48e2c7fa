export { CategoriesPage } from './CategoriesPage';
