import type { Kysely } from 'kysely';
import type { SecurityLog } from '../auth/security-log';
import type { Schema } from '../db/schema';
import type { ThemeHub } from '../realtime/theme-hub';
import { setPrimaryColor } from './settings.queries';

export interface ThemeChange {
  companyId: number;
  userId: number;
  ip: string;
  primaryColor: string;
}

/**
 * Stores a company's new brand colour, tells every open page of the company, and logs who
 * changed it. Answers the colour as stored (upper case, whatever the admin typed).
 */
export async function changeBrandColor(
  db: Kysely<Schema>,
  hub: ThemeHub,
  security: SecurityLog,
  { companyId, userId, ip, primaryColor: given }: ThemeChange,
): Promise<string> {
  const primaryColor = given.toUpperCase();
  await setPrimaryColor(db, companyId, primaryColor);
  await hub.publish(companyId, primaryColor);
  await security.record({
    kind: 'theme_changed',
    companyId,
    userId,
    ip,
    detail: { primaryColor },
  });
  return primaryColor;
}
