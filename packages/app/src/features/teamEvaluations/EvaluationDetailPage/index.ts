export { EvaluationDetailPage } from './EvaluationDetailPage';
