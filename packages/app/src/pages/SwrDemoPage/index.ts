export { SwrDemoPage } from './SwrDemoPage';
