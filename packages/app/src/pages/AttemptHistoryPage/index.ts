// Replaced by the page itself; until then the route shows its titled placeholder.
export { PlaceholderPage as AttemptHistoryPage } from '../PlaceholderPage';
