export { EvaluationRecapPage } from './EvaluationRecapPage';
