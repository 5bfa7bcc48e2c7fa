export { TrainingRecordDetailPage } from './TrainingRecordDetailPage';
