import { expect } from 'vitest';
import type { TokenResponse } from '../contract/auth';
import type { LearnContent, LearnOutline } from '../contract/learning';
import type { AnswerValue, Attempt, AttemptQuestion } from '../contract/quiz';
import { call, type CallOptions } from './http-client';

export const DEMO_PASSWORD = 'ajar-demo-123';

/** The demo's negotiation course opens on a pre test without a time limit (the seed). */
const UNTIMED_QUIZ_COURSE = 'Teknik Negosiasi Penjualan B2B';

export async function signIn(port: number, email: string, options: CallOptions = {}) {
  const answer = await call<TokenResponse>(port, 'POST', '/v1/auth/login', {
    ...options,
    body: { email, password: DEMO_PASSWORD },
  });
  expect(answer.status, `sign-in of ${email}`).toBe(200);
  return answer.body.token;
}

/** A learner's open attempt at the course's first quiz, after enrolling as the app does. */
export async function openQuiz(port: number, token: string): Promise<Attempt> {
  const found = await call<{ items: { id: number; title: { id: string } }[] }>(
    port,
    'GET',
    `/v1/courses?q=${encodeURIComponent(UNTIMED_QUIZ_COURSE)}`,
  );
  const course = found.body.items.find((item) => item.title.id === UNTIMED_QUIZ_COURSE)!;
  const enrolled = await call(port, 'POST', `/v1/courses/${course.id}/enrolment`, { token });
  expect([200, 201]).toContain(enrolled.status);
  const outline = await call<LearnOutline>(port, 'GET', `/v1/courses/${course.id}/learn`, {
    token,
  });
  const first = outline.body.nextContentId;
  const content = await call<LearnContent>(port, 'GET', `/v1/courses/${course.id}/learn/${first}`, {
    token,
  });
  const quiz = content.body.quiz!;
  expect(quiz.timeLimitSeconds).toBeNull();
  const started = await call<Attempt>(port, 'POST', `/v1/quizzes/${quiz.id}/attempts`, { token });
  expect([200, 201]).toContain(started.status);
  return started.body;
}

/**
 * The `n`th answer a learner changing their mind would give: each differs from the one
 * before, so a write that did not stick shows.
 */
export function answerFor(question: AttemptQuestion, n: number): AnswerValue {
  const option = question.options[n % Math.max(question.options.length, 1)]?.id ?? '';
  switch (question.type) {
    case 'single':
    case 'trueFalse':
      return option;
    case 'multiple':
      return [option];
    case 'shortAnswer':
      return `jawaban ${n}`;
    case 'likert':
      return String(1 + (n % 5));
  }
}

export function saveAnswer(
  port: number,
  token: string,
  attempt: Attempt,
  question: AttemptQuestion,
  value: AnswerValue,
  answeredAt: Date,
  options: CallOptions = {},
) {
  return call(port, 'PUT', `/v1/attempts/${attempt.id}/answers/${question.id}`, {
    ...options,
    token,
    body: { value, answeredAt: answeredAt.toISOString() },
  });
}

export function readAttempt(
  port: number,
  token: string,
  attempt: Attempt,
  options: CallOptions = {},
) {
  return call<Attempt>(port, 'GET', `/v1/attempts/${attempt.id}`, { ...options, token });
}

export async function savedAnswers(
  port: number,
  token: string,
  attempt: Attempt,
  options: CallOptions = {},
) {
  const read = await readAttempt(port, token, attempt, options);
  expect(read.status).toBe(200);
  return read.body.answers;
}
