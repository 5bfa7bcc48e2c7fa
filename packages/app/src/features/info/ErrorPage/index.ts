// The router's two fallbacks, loaded with the shell: an address it does not know, and a route
// that failed (which shows the first for a 404).
export { ErrorPage } from './ErrorPage';
export { NotFoundPage } from './NotFoundPage';
