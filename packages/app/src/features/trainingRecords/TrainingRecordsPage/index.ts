export { TrainingRecordsPage } from './TrainingRecordsPage';
