import type { Kysely, Selectable } from 'kysely';
import type { DevicePlatform } from '../contract/devices';
import type { DeviceTable, Schema } from '../db/schema';
import { deleteTokenElsewhere, lockToken, upsertDevice, type DeviceOwner } from './devices.queries';

export interface Registration {
  row: Selectable<DeviceTable>;
  /** Who held the token in the caller's company before (null: nobody). */
  previousUserId: number | null;
}

/**
 * Registers a browser's push token for the caller. A token names one browser, and whoever
 * registers it last is the one signed in there now: every other registration of it (another
 * user, another company) is removed, or a previous user's pushes would keep arriving on that
 * browser. Rows of other companies are only deleted, never read or returned.
 */
export function registerDevice(
  db: Kysely<Schema>,
  device: DeviceOwner & { platform: DevicePlatform },
): Promise<Registration> {
  return db.transaction().execute(async (trx) => {
    // Two registrations of one token at once (in two companies) would each miss the other's
    // uncommitted row and both stay; one lock per token puts them in turn.
    await lockToken(trx, device.token);
    await deleteTokenElsewhere(trx, device.token, device.companyId);
    return upsertDevice(trx, device);
  });
}
