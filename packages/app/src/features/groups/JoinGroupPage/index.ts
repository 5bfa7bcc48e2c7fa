export { JoinGroupPage } from './JoinGroupPage';
