// The behaviour evaluations' pages load together: one chunk for the area keeps the router's
// list of chunks (which the first screen carries) short.
export { EvaluationDetailPage } from './EvaluationDetailPage';
export { EvaluationFormPage } from './EvaluationFormPage';
export { EvaluationRecapPage } from './EvaluationRecapPage';
