// The training record pages load together: one chunk for the area keeps the router's list of
// chunks (which the first screen carries) short.
export { TrainingRecordDetailPage } from './TrainingRecordDetailPage';
export { TrainingRecordEditPage } from './TrainingRecordEditPage';
export { TrainingRecordsPage } from './TrainingRecordsPage';
