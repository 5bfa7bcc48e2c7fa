export { FormikDemoPage } from './FormikDemoPage';
