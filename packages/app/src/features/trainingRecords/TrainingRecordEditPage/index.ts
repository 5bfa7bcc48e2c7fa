export { TrainingRecordEditPage } from './TrainingRecordEditPage';
