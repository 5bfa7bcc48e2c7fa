export { EvaluationFormPage } from './EvaluationFormPage';
