export { TrainingRequestDetailPage } from './TrainingRequestDetailPage';
