export { ModuleScorePage } from './ModuleScorePage';
