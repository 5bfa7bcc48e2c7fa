import { JOIN_OPENS_MINUTES, type MyEvent } from '../contract/registrations';
import { safeUrlOrNull } from '../contract/urls';
import { toEvent } from './events.queries';
import type { myEventPage } from './my-events.queries';

type Row = Awaited<ReturnType<typeof myEventPage>>['rows'][number];

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A registration as "my events" shows it. The meeting link is the spec's: only for a held
 * registration, from JOIN_OPENS_MINUTES before the start until the end, so it is not passed
 * around days ahead. The database's clock decides, like every other time rule.
 */
export function toMyEvent(row: Row): MyEvent {
  const now = new Date(row.now).getTime();
  const startsAt = new Date(row.starts_at).getTime();
  const opensAt = startsAt - JOIN_OPENS_MINUTES * 60_000;
  const held = row.cancelled_at === null;
  const open = held && now >= opensAt && now <= new Date(row.ends_at).getTime();
  return {
    event: toEvent({ ...row, link_visible: false }),
    registeredAt: iso(row.registered_at),
    cancelledAt: row.cancelled_at === null ? null : iso(row.cancelled_at),
    attendance: row.attended,
    canCancel: held && now < startsAt,
    joinOpensAt: new Date(opensAt).toISOString(),
    joinUrl: open ? safeUrlOrNull(row.url) : null,
  };
}
