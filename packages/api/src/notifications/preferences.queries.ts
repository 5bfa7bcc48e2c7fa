import type { Kysely } from 'kysely';
import type { NotificationGroup } from '../contract/notifications';
import type { Schema } from '../db/schema';

/** The groups a user switched push off for; every other group pushes. */
export async function pushOffGroups(
  db: Kysely<Schema>,
  userId: number,
): Promise<Set<NotificationGroup>> {
  const rows = await db
    .selectFrom('notification_preferences')
    .select('group_key')
    .where('user_id', '=', userId)
    .where('push', '=', false)
    .execute();
  return new Set(rows.map((r) => r.group_key));
}

export async function savePushSwitches(
  db: Kysely<Schema>,
  userId: number,
  push: Record<NotificationGroup, boolean>,
) {
  const rows = Object.entries(push).map(([group, on]) => ({
    user_id: userId,
    group_key: group as NotificationGroup,
    push: on,
  }));
  await db
    .insertInto('notification_preferences')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['user_id', 'group_key']).doUpdateSet((eb) => ({
        push: eb.ref('excluded.push'),
        updated_at: new Date(),
      })),
    )
    .execute();
}
