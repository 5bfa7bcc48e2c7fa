import { PlaceholderPage } from '../PlaceholderPage';

/** Until built: the route's title and an empty state. */
export function PrivacyPage() {
  return <PlaceholderPage />;
}
