import type {
  Enrolment,
  LearnContent,
  LearnOutline,
  LocalizedText,
  MeetingDetails,
  QuizInfo,
} from '@ajar/api/contract';
import { leadershipCourse } from '../CourseDetailPage/CourseDetailPage.fixtures';

/** The showcase course of the seed, "Dasar Kepemimpinan Tim": four sections, all nine types. */
export const course = leadershipCourse;
export const courseId = course.id;

/** Every content in course order, as the outline lists them. */
export const contents = course.sections.flatMap((s) =>
  s.contents.map((c) => ({ ...c, sectionId: s.id })),
);
const idOf = (type: string, nth = 0) => contents.filter((c) => c.type === type)[nth]!.id;

export const ids = {
  preTest: idOf('Pre Test'),
  meeting: idOf('Meeting'),
  module: idOf('Module'),
  subModule: idOf('Sub Module'),
  subModuleTwo: idOf('Sub Module', 1),
  delegating: idOf('Module', 1),
  courseSummary: idOf('Course Summary'),
};
export const titleOf = (id: number) => contents.find((c) => c.id === id)!.title;

const text = (id: string, en: string): LocalizedText => ({ id, en });

/** Bodies as a course author writes them: headings, lists, a quote and a table. */
const bodies: Record<number, LocalizedText> = {
  [ids.module]: text(
    '<p>Seorang pemimpin tim <strong>memberi arah</strong>, menjaga ritme kerja, dan membuka jalan ketika anggota tim menemui hambatan.</p><h2>Tiga peran utama</h2><ul><li>Memberi arah: satu prioritas utama per pekan.</li><li>Menjaga ritme: rapat harian 15 menit.</li><li>Membuka jalan: bereskan hambatan sebelum menumpuk.</li></ul><blockquote><p>"Tim mengikuti apa yang Anda lakukan, bukan apa yang Anda katakan."</p></blockquote><table><thead><tr><th>Kegiatan</th><th>Durasi</th></tr></thead><tbody><tr><td>Rapat harian</td><td>15 menit</td></tr><tr><td>Tinjauan mingguan</td><td>45 menit</td></tr></tbody></table><img src="data:," alt="" onerror="window.__hacked = true">',
    '<p>A team leader <strong>sets direction</strong>, keeps the work rhythm and clears the way when team members get stuck.</p><h2>Three core roles</h2><ul><li>Set direction: one main priority a week.</li><li>Keep the rhythm: a 15-minute daily stand-up.</li><li>Clear the way: remove blockers before they pile up.</li></ul><blockquote><p>"Teams follow what you do, not what you say."</p></blockquote><table><thead><tr><th>Activity</th><th>Duration</th></tr></thead><tbody><tr><td>Daily stand-up</td><td>15 minutes</td></tr><tr><td>Weekly review</td><td>45 minutes</td></tr></tbody></table><img src="data:," alt="" onerror="window.__hacked = true">',
  ),
  [ids.delegating]: text(
    '<p>Delegasi bukan melempar pekerjaan: Anda menyerahkan <em>hasil</em> beserta wewenangnya. Tonton videonya, lalu isi lembar kerja delegasi.</p>',
    '<p>Delegating is not offloading work: you hand over an <em>outcome</em> together with the authority for it. Watch the video, then fill in the delegation worksheet.</p>',
  ),
  [ids.meeting]: text(
    '<p>Kenalan dengan fasilitator dan peserta lain, lalu sepakati jadwal belajar bersama.</p>',
    '<p>Meet the facilitator and the other learners, then agree on a shared study schedule.</p>',
  ),
};

const media: Record<number, Pick<LearnContent, 'videoUrl' | 'pdfUrl'>> = {
  [ids.delegating]: {
    videoUrl: '/media/kepemimpinan/seni-mendelegasikan.mp4',
    pdfUrl: '/media/kepemimpinan/lembar-kerja-delegasi.pdf',
  },
};

/** An online kick-off on Monday 2 March 2026, 09.00–10.00 WIB. */
export const meetingFixture = (overrides: Partial<MeetingDetails> = {}): MeetingDetails => ({
  startsAt: '2026-03-02T02:00:00.000Z',
  endsAt: '2026-03-02T03:00:00.000Z',
  mode: 'online',
  location: null,
  url: 'https://meet.example.com/kepemimpinan-perkenalan',
  attended: false,
  canAttend: true,
  ...overrides,
});

const quizOf = (type: string, id: number): QuizInfo => ({
  id: id * 10,
  kind: type === 'Evaluation' ? 1 : 0,
  questionCount: type === 'Final Quiz' ? 20 : 10,
  timeLimitSeconds: type === 'Evaluation' ? null : 900,
  maxAttempts: type === 'Final Quiz' ? 3 : null,
  attemptsUsed: 0,
  passThreshold: 70,
  review: 'afterPassedOrLastAttempt',
  bestScore: null,
  passed: null,
  openAttemptId: null,
});

export const enrolmentFixture = (overrides: Partial<Enrolment> = {}): Enrolment => ({
  courseId,
  enrolledAt: '2026-02-23T01:30:00.000Z',
  source: 'free',
  progress: 0,
  completedAt: null,
  finalQuiz: 'NotPassed',
  finalQuizAttempted: false,
  certificateCode: null,
  ...overrides,
});

/** The outline with the `done` contents done, the first other one open and the rest locked. */
export function outlineFixture(done: ReadonlySet<number>, enrolment: Enrolment): LearnOutline {
  let isOpen = true;
  const statusOf = (id: number) => {
    if (done.has(id)) return 'done' as const;
    const status = isOpen ? ('available' as const) : ('locked' as const);
    isOpen = false;
    return status;
  };
  return {
    course: { id: courseId, title: course.title },
    enrolment,
    sections: course.sections.map((s) => ({
      id: s.id,
      title: s.title,
      contents: s.contents.map((c) => ({ ...c, status: statusOf(c.id) })),
    })),
    nextContentId: contents.find((c) => !done.has(c.id))?.id ?? null,
  };
}

/** One content as the player receives it, with its status from `outline`. */
export function contentFixture(
  outline: LearnOutline,
  id: number,
  meeting: MeetingDetails,
): LearnContent {
  const flat = outline.sections.flatMap((s) => s.contents.map((c) => ({ ...c, sectionId: s.id })));
  const index = flat.findIndex((c) => c.id === id);
  const item = flat[index]!;
  const isQuiz = ['Pre Test', 'Post Test', 'Final Quiz', 'Evaluation'].includes(item.type);
  return {
    ...item,
    previousId: flat[index - 1]?.id ?? null,
    nextId: flat[index + 1]?.id ?? null,
    body: bodies[item.id] ?? null,
    videoUrl: media[item.id]?.videoUrl ?? null,
    pdfUrl: media[item.id]?.pdfUrl ?? null,
    meeting: item.type === 'Meeting' ? { ...meeting, attended: item.status === 'done' } : null,
    quiz: isQuiz ? quizOf(item.type, item.id) : null,
  };
}

/** The first `count` contents, as a set of done ids. */
export const firstDone = (count: number) => new Set(contents.slice(0, count).map((c) => c.id));
