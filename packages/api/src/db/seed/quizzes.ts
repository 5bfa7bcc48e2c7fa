import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import type { CompanySeed } from './companies';

// Stub: the demo quizzes (questions and options per quiz content) are being written.
export async function insertQuizzes(
  db: Kysely<Schema>,
  companyKey: CompanySeed['key'],
  courseIds: ReadonlyMap<string, number>,
): Promise<number> {
  void db;
  void companyKey;
  void courseIds;
  return 0;
}
