import { expect, type Page } from '@playwright/test';
import type { QuestionSeed, QuizSeed } from '../../packages/api/src/db/seed/quizzes-kit';

/** The question of `quiz` whose Indonesian text is on screen now. */
async function visibleQuestion(page: Page, quiz: QuizSeed): Promise<QuestionSeed> {
  await expect(page.getByRole('button', { name: 'Kumpulkan jawaban' })).toBeVisible();
  for (const question of quiz.questions) {
    if (await page.getByText(question.text[0], { exact: true }).isVisible()) return question;
  }
  throw new Error('none of the seeded questions is on screen');
}

/** Gives the seeded right answer (or, with `wrong`, a wrong one) to the question on screen. */
async function answer(page: Page, question: QuestionSeed, wrong: boolean) {
  const options = question.options.filter((o) => o.correct !== wrong);
  switch (question.type) {
    case 'single':
    case 'trueFalse':
      await page.getByRole('radio', { name: options[0]!.text[0] }).check();
      break;
    case 'multiple':
      for (const option of options)
        await page.getByRole('checkbox', { name: option.text[0] }).check();
      break;
    case 'shortAnswer':
      await page.getByRole('textbox').fill(wrong ? 'tidak tahu' : question.accepted[0]!);
      break;
    case 'likert':
      await page.getByRole('radio').last().check();
      break;
  }
}

/**
 * Starts the quiz on screen and answers every question as a learner would, one at a time,
 * then submits through the confirmation dialog.
 */
export async function takeQuiz(page: Page, quiz: QuizSeed, { wrong = false } = {}) {
  await page.getByRole('button', { name: /^Mulai (kuis|evaluasi)$/ }).click();
  // A timed quiz shows its countdown as soon as it starts.
  if (quiz.time_limit_seconds) await expect(page.getByRole('timer')).toBeVisible();
  for (let i = 0; i < quiz.questions.length; i += 1) {
    await answer(page, await visibleQuestion(page, quiz), wrong);
    if (i < quiz.questions.length - 1)
      await page.getByRole('button', { name: 'Berikutnya', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Kumpulkan jawaban' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ya, kumpulkan' }).click();
}
