import { apiPath } from '../../api';
import { useApi } from '../data/useApi';

/**
 * How many direct reports the signed-in person has (`/auth/me`), for the team menu; 0 until
 * known, so the menu never flashes for someone without a team. A change of supervisor shows
 * on the next read (SWR revalidates on focus); the API checks every team page regardless.
 */
export function useTeamSize(signedIn: boolean): number {
  return useApi(signedIn ? apiPath('/auth/me') : null).data?.teamSize ?? 0;
}
