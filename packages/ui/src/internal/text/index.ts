// Internal text helpers: not exported from the package.
export { formatMessage } from './formatMessage';
