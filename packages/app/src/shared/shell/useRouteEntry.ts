import { useMatches } from 'react-router-dom';
import type { RouteEntry } from '../../routes/table';

/** The table entry of the deepest matched route (carried as the route's `handle`). */
export function useRouteEntry(): RouteEntry | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as { entry?: RouteEntry } | undefined;
    if (handle?.entry) return handle.entry;
  }
  return undefined;
}
