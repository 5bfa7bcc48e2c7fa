export { RoadmapsPage } from './RoadmapsPage';
