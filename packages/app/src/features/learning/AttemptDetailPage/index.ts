export { AttemptDetailPage } from './AttemptDetailPage';
