import { z } from '@hono/zod-openapi';
import { IdNumber, IsoDate, LocalizedText, orNull, safeString } from './common';
import {
  TEAM_QUESTION_LIMITS as LIMITS,
  TEAM_QUESTION_STATUSES,
  TEAM_QUESTION_TRAINING_KINDS,
} from './team-question-rules';

const dateTime = () => z.string().openapi({ format: 'date-time' });
const Person = z.object({ id: z.number().int(), name: z.string() });

/** A training the person completed: a course of the company, or a verified training record. */
export const QuestionTraining = z
  .object({
    kind: z.enum(TEAM_QUESTION_TRAINING_KINDS),
    id: z.number().int(),
    /** A record's title is the person's own words: the same in both languages. */
    title: LocalizedText,
    /** When the course was completed, or the day the recorded training ended. */
    completedOn: orNull(IsoDate()),
  })
  .openapi('QuestionTraining');
export type QuestionTraining = z.infer<typeof QuestionTraining>;

/** One follow-up question, as the supervisor who asked it or the person asked sees it. */
export const TeamQuestion = z
  .object({
    id: z.number().int(),
    status: z.enum(TEAM_QUESTION_STATUSES),
    /** Plain text; line breaks are the writer's. */
    prompt: z.string(),
    asker: Person,
    person: Person,
    training: orNull(QuestionTraining),
    /** The day the supervisor hopes for an answer by (company calendar), if any. */
    dueOn: orNull(IsoDate()),
    createdAt: dateTime(),
    answer: orNull(z.string()),
    answeredAt: orNull(dateTime()),
    /** When the person last changed their answer, if they did. */
    answerEditedAt: orNull(dateTime()),
    /** When the supervisor read it: the answer is final from then on. */
    readAt: orNull(dateTime()),
    reply: orNull(z.string()),
    repliedAt: orNull(dateTime()),
    withdrawnAt: orNull(dateTime()),
    /** What the caller may do with it now. */
    can: z.object({
      answer: z.boolean(),
      withdraw: z.boolean(),
      markRead: z.boolean(),
      reply: z.boolean(),
    }),
  })
  .openapi('TeamQuestion');
export type TeamQuestion = z.infer<typeof TeamQuestion>;

/** GET /v1/team-questions: asked of me, and asked by me of my team (newest first). */
export const TeamQuestionList = z
  .object({
    forMe: z.array(TeamQuestion),
    fromMe: z.array(TeamQuestion),
    /** Whether I have direct reports now: only then is there a "from me" list. */
    hasTeam: z.boolean(),
  })
  .openapi('TeamQuestionList');
export type TeamQuestionList = z.infer<typeof TeamQuestionList>;

/** GET /v1/team-questions/members/{id}: what I asked one of my direct reports. */
export const MemberQuestions = z
  .object({
    member: Person,
    items: z.array(TeamQuestion),
    /** What a new question may be about: their completed courses and verified records. */
    trainings: z.array(QuestionTraining),
  })
  .openapi('MemberQuestions');
export type MemberQuestions = z.infer<typeof MemberQuestions>;

export const NewTeamQuestion = z
  .strictObject({
    prompt: safeString().trim().min(LIMITS.promptMin).max(LIMITS.prompt),
    /** A course the person completed; at most one of courseId and recordId. */
    courseId: IdNumber.optional(),
    /** A verified training record of the person. */
    recordId: IdNumber.optional(),
    /** Today or later, at most TEAM_LIMITS.dueMaxDays ahead (company calendar). */
    dueOn: IsoDate().optional(),
  })
  .openapi('NewTeamQuestion', {
    example: {
      prompt: 'Apa satu hal dari pelatihan negosiasi yang sudah kamu terapkan dengan klien?',
      courseId: 3,
      dueOn: '2026-12-15',
    },
  });
export type NewTeamQuestion = z.infer<typeof NewTeamQuestion>;

export const TeamAnswer = z
  .strictObject({ answer: safeString().trim().min(LIMITS.answerMin).max(LIMITS.answer) })
  .openapi('TeamAnswer', {
    example: { answer: 'Saya sekarang membuka setiap pertemuan klien dengan pertanyaan terbuka.' },
  });
export type TeamAnswer = z.infer<typeof TeamAnswer>;

export const TeamQuestionReply = z
  .strictObject({ reply: safeString().trim().min(LIMITS.replyMin).max(LIMITS.reply) })
  .openapi('TeamQuestionReply', {
    example: { reply: 'Terima kasih, lanjutkan dan ceritakan hasilnya bulan depan.' },
  });
export type TeamQuestionReply = z.infer<typeof TeamQuestionReply>;
