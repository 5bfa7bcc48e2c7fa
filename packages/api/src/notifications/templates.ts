import { forumThreadPath } from '../contract/forum-rules';
import type { NotificationType } from '../contract/notifications';

export interface Localized {
  id: string;
  en: string;
}

/** What each type of notification needs to be written: the names are the thing's own. */
export interface NotificationFacts {
  'course.enrolled': { courseId: number; course: Localized };
  'course.assigned': { courseId: number; course: Localized; dueAt: string | null };
  'quiz.graded': {
    attemptId: number;
    courseId: number;
    course: Localized;
    score: number | null;
    passed: boolean | null;
  };
  'certificate.issued': { certificateId: number; courseId: number; course: Localized };
  'event.registered': { eventId: number; event: Localized };
  'event.reminder': { eventId: number; event: Localized; startsAt: string };
  /** The thread's title is the writer's own words, in their language. */
  'forum.reply': {
    postId: number;
    threadId: number;
    postNumber: number;
    thread: string;
    by: string;
  };
  'forum.mention': {
    postId: number;
    threadId: number;
    postNumber: number;
    thread: string;
    by: string;
  };
  'forum.accepted': { postId: number; threadId: number; postNumber: number; thread: string };
  'forum.thread': { threadId: number; thread: string; topic: Localized; by: string };
  /** The group's name is its leader's own words. */
  'group.added': { groupId: number; group: string };
  /** To whoever decides now: the requester's supervisor, or the second approver. */
  'training.requested': { requestId: number; requester: string; title: Localized };
  'training.decided': { requestId: number; approved: boolean; title: Localized };
  /** Never the question's words: a notice may be pushed to a locked screen. */
  'team.question.asked': { questionId: number; asker: string };
  'team.question.answered': { questionId: number; personId: number; person: string };
  /** An assigned course past its due date, once per enrolment and due date. */
  'course.overdue': { enrolmentId: number; courseId: number; course: Localized; dueAt: string };
  /** To the person's supervisor: no `courseId`, the course is the person's, not theirs. */
  'team.course.overdue': {
    enrolmentId: number;
    personId: number;
    person: string;
    course: Localized;
    dueAt: string;
  };
}

export interface Words {
  title_id: string;
  title_en: string;
  body_id: string;
  body_en: string;
  link: string;
}

type Templates = { [T in NotificationType]: (facts: NotificationFacts[T]) => Words };

const score = (n: number | null) => (n === null ? '' : ` ${Math.round(n)}`);

/**
 * The words of every type, in both languages, built from the facts at the moment they
 * happen: a course renamed later does not rewrite what the learner was told.
 */
export const TEMPLATES: Templates = {
  'course.enrolled': ({ courseId, course }) => ({
    title_id: 'Anda terdaftar di kursus baru',
    title_en: "You've been enrolled in a new course",
    body_id: `Anda kini terdaftar di ${course.id}. Selamat belajar!`,
    body_en: `You're now enrolled in ${course.en}. Enjoy the course!`,
    link: `/my-courses/${courseId}`,
  }),
  'course.assigned': ({ courseId, course, dueAt }) => ({
    title_id: 'Kursus ditugaskan kepada Anda',
    title_en: 'A course was assigned to you',
    body_id: `Anda ditugaskan mengikuti ${course.id}${dueAt ? ` sebelum ${dueAt.slice(0, 10)}` : ''}.`,
    body_en: `You've been assigned ${course.en}${dueAt ? ` (due ${dueAt.slice(0, 10)})` : ''}.`,
    link: `/my-courses/${courseId}`,
  }),
  'quiz.graded': ({ courseId, course, score: n, passed }) => ({
    title_id: 'Nilai kuis Anda sudah keluar',
    title_en: 'Your quiz has been graded',
    body_id:
      passed === false
        ? `Nilai Anda${score(n)} di ${course.id} belum lulus. Anda bisa mencoba lagi.`
        : `Nilai Anda${score(n)} di ${course.id} sudah tersedia.`,
    body_en:
      passed === false
        ? `Your score${score(n)} in ${course.en} did not pass yet. You can try again.`
        : `Your score${score(n)} in ${course.en} is ready.`,
    link: `/my-courses/${courseId}`,
  }),
  'certificate.issued': ({ course }) => ({
    title_id: 'Sertifikat Anda terbit',
    title_en: 'Your certificate is ready',
    body_id: `Selamat! Anda menyelesaikan ${course.id} dan sertifikatnya sudah terbit.`,
    body_en: `Congratulations! You completed ${course.en} and your certificate is ready.`,
    link: '/certificate',
  }),
  'event.registered': ({ eventId, event }) => ({
    title_id: 'Pendaftaran acara berhasil',
    title_en: "You're registered for an event",
    body_id: `Anda terdaftar di ${event.id}. Sampai jumpa di sana!`,
    body_en: `You're registered for ${event.en}. See you there!`,
    link: `/events/${eventId}`,
  }),
  'event.reminder': ({ eventId, event }) => ({
    title_id: 'Acara Anda dimulai besok',
    title_en: 'Your event starts tomorrow',
    body_id: `${event.id} dimulai dalam 24 jam. Jangan lupa hadir.`,
    body_en: `${event.en} starts within 24 hours. Don't forget to join.`,
    link: `/events/${eventId}`,
  }),
  'forum.reply': ({ threadId, postNumber, thread, by }) => ({
    title_id: 'Balasan baru di diskusi yang Anda ikuti',
    title_en: 'A new reply in a thread you follow',
    body_id: `${by} membalas "${thread}".`,
    body_en: `${by} replied in "${thread}".`,
    link: forumThreadPath(threadId, postNumber),
  }),
  'forum.mention': ({ threadId, postNumber, thread, by }) => ({
    title_id: 'Anda disebut dalam diskusi',
    title_en: 'You were mentioned in a thread',
    body_id: `${by} menyebut Anda di "${thread}".`,
    body_en: `${by} mentioned you in "${thread}".`,
    link: forumThreadPath(threadId, postNumber),
  }),
  'forum.thread': ({ threadId, thread, topic, by }) => ({
    title_id: 'Diskusi baru di topik yang Anda ikuti',
    title_en: 'A new thread in a topic you follow',
    body_id: `${by} memulai "${thread}" di ${topic.id}.`,
    body_en: `${by} started "${thread}" in ${topic.en}.`,
    link: forumThreadPath(threadId),
  }),
  'group.added': ({ groupId, group }) => ({
    title_id: 'Anda kini anggota grup',
    title_en: 'You are now a group member',
    body_id: `Anda kini anggota grup "${group}". Lihat kursus dan diskusinya.`,
    body_en: `You are now a member of "${group}". See its courses and discussion.`,
    link: `/my-group/${groupId}`,
  }),
  'training.requested': ({ requestId, requester, title }) => ({
    title_id: 'Pengajuan pelatihan menunggu keputusan Anda',
    title_en: 'A training request awaits your decision',
    body_id: `${requester} mengajukan ${title.id}.`,
    body_en: `${requester} requested ${title.en}.`,
    link: `/my-team/training-request/${requestId}`,
  }),
  'training.decided': ({ requestId, approved, title }) => ({
    title_id: approved ? 'Pengajuan pelatihan disetujui' : 'Pengajuan pelatihan ditolak',
    title_en: approved ? 'Training request approved' : 'Training request rejected',
    body_id: approved
      ? `Pengajuan ${title.id} disetujui.`
      : `Pengajuan ${title.id} ditolak. Baca alasannya.`,
    body_en: approved
      ? `Your request for ${title.en} was approved.`
      : `Your request for ${title.en} was rejected. Read why.`,
    link: `/my-team/training-request/${requestId}`,
  }),
  'team.question.asked': ({ questionId, asker }) => ({
    title_id: 'Atasan Anda mengajukan pertanyaan',
    title_en: 'Your supervisor asked you a question',
    body_id: `${asker} ingin tahu apa yang sudah Anda terapkan dari pelatihan. Jawab di sini.`,
    body_en: `${asker} would like to know what you have applied from a training. Answer here.`,
    link: `/my-team/question?question=${questionId}`,
  }),
  'team.question.answered': ({ questionId, personId, person }) => ({
    title_id: 'Pertanyaan Anda sudah dijawab',
    title_en: 'Your question was answered',
    body_id: `${person} menjawab pertanyaan Anda.`,
    body_en: `${person} answered your question.`,
    link: `/my-team/${personId}/question/${questionId}`,
  }),
  'course.overdue': ({ courseId, course, dueAt }) => ({
    title_id: 'Kursus melewati batas waktu',
    title_en: 'Course past its due date',
    body_id: `${course.id} seharusnya selesai pada ${dueAt.slice(0, 10)}. Lanjutkan sekarang.`,
    body_en: `${course.en} was due on ${dueAt.slice(0, 10)}. Pick it up now.`,
    link: `/my-courses/${courseId}`,
  }),
  'team.course.overdue': ({ personId, person, course, dueAt }) => ({
    title_id: `${person} melewati batas waktu ${course.id}`,
    title_en: `${person} is past the due date of ${course.en}`,
    body_id: `${course.id} seharusnya selesai pada ${dueAt.slice(0, 10)} dan belum selesai.`,
    body_en: `${course.en} was due on ${dueAt.slice(0, 10)} and is not finished yet.`,
    link: `/my-team/${personId}`,
  }),
  'forum.accepted': ({ threadId, postNumber, thread }) => ({
    title_id: 'Jawaban Anda dipilih',
    title_en: 'Your answer was accepted',
    body_id: `Jawaban Anda di "${thread}" dipilih sebagai jawaban terbaik.`,
    body_en: `Your answer in "${thread}" was accepted as the best answer.`,
    link: forumThreadPath(threadId, postNumber),
  }),
};

/**
 * The thing a notification is about: a user is told about each thing once. An overdue
 * enrolment is the thing with its due date, so a course assigned again with a new date and
 * missed again is told again.
 */
export function dataIdOf<T extends NotificationType>(type: T, facts: NotificationFacts[T]): string {
  const f = facts as Record<string, unknown>;
  const thing =
    f.postId ??
    f.attemptId ??
    f.certificateId ??
    f.threadId ??
    f.groupId ??
    f.requestId ??
    f.questionId ??
    (f.enrolmentId !== undefined ? `${String(f.enrolmentId)}@${String(f.dueAt)}` : undefined) ??
    (type.startsWith('event.') ? f.eventId : f.courseId);
  return `${type}:${String(thing)}`;
}
