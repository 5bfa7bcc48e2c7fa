export { TrainingRequestsPage } from './TrainingRequestsPage';
