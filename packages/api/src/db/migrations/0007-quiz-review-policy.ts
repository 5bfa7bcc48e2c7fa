import { sql, type Kysely } from 'kysely';

/**
 * Quiz review policy: a scored quiz showed its right answers after every attempt, so a
 * learner who failed with attempts left could read them and retry to 100. The new default
 * shows them once the learner passed or has no attempt left; quizzes on the old default
 * move to it (`afterSubmit` stays for practice quizzes an author opens on purpose).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table quizzes drop constraint quizzes_review_check;
    alter table quizzes add constraint quizzes_review_check
      check (review in ('never', 'afterPassedOrLastAttempt', 'afterSubmit'));
    alter table quizzes alter column review set default 'afterPassedOrLastAttempt';
    update quizzes set review = 'afterPassedOrLastAttempt' where review = 'afterSubmit' and kind = 0;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update quizzes set review = 'afterSubmit' where review = 'afterPassedOrLastAttempt';
    alter table quizzes drop constraint quizzes_review_check;
    alter table quizzes add constraint quizzes_review_check
      check (review in ('never', 'afterSubmit'));
    alter table quizzes alter column review set default 'afterSubmit';
  `.execute(db);
}
