// The training request pages load together: one chunk for the area keeps the router's list of
// chunks (which the first screen carries) short.
export { TrainingRequestDetailPage } from './TrainingRequestDetailPage';
export { TrainingRequestsPage } from './TrainingRequestsPage';
