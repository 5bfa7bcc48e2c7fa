import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import type { CompanySeed } from './companies';

export interface LearningSeedContext {
  companyId: number;
  users: ReadonlyMap<string, number>;
  courses: ReadonlyMap<string, number>;
  now: Date;
}

// Stub: content bodies, meetings, prices, vouchers and demo enrolments are being written.
export async function insertLearning(
  db: Kysely<Schema>,
  companyKey: CompanySeed['key'],
  ctx: LearningSeedContext,
): Promise<{ vouchers: number; enrolments: number }> {
  void db;
  void companyKey;
  void ctx;
  return { vouchers: 0, enrolments: 0 };
}
