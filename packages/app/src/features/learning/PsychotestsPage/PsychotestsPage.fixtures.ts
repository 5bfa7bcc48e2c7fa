import { http, HttpResponse } from 'msw';
import type {
  PsychotestAttempt,
  PsychotestHistoryEntry,
  PsychotestOverview,
  PsychotestResult,
  PsychotestSummary,
} from '@ajar/api/contract';
import { PSYCHOTEST_RETAKE_DAYS, type PsychotestId } from '@ajar/api/contract/psychotest-rules';
import { mockRoute } from '../../../api';
import { browserStorage, writeLocalAnswers } from '../shared/quiz/localAnswers';
import { psychotestStorage } from './psychotestsApi';

/** The story calendar's now (.storybook/story-clock.ts: Monday 23 November 2026, 10.00 WIB). */
const NOW = '2026-11-23T03:00:00.000Z';
const DAY_MS = 86_400_000;
const daysAfter = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * DAY_MS).toISOString();

type Text = { id: string; en: string };
const text = (id: string, en: string): Text => ({ id, en });

/** My supervisor, whom a result can be shared with. */
export const SUPERVISOR = 'Budi Santoso';
/** A team member whose result is shared with the story's reader, their supervisor. */
export const SHARED_BY = 'Dewi Lestari';

interface FakeInstrument {
  id: PsychotestId;
  title: Text;
  description: Text;
  instructions: Text;
  minutes: number;
  scale: Text[];
  items: { n: number; text: Text }[];
  source: PsychotestAttempt['source'];
}

/**
 * A shortened copy of the two instruments (packages/api/src/psychotests/instruments, read for
 * the wording, never imported): the first twenty Big Five markers and the first two RIASEC
 * activities of each type, enough for two pages of statements.
 */
const BIG_FIVE: FakeInstrument = {
  id: 'big-five',
  title: text(
    'Profil Kepribadian Lima Besar (IPIP-BFM-50)',
    'Big Five personality profile (IPIP-BFM-50)',
  ),
  description: text(
    'Alat refleksi diri, bukan pemeriksaan psikologis. Pernyataan tentang cara Anda biasanya bersikap, dikelompokkan ke dalam lima ranah kepribadian.',
    'A self-reflection tool, not a psychological examination. Statements about how you usually behave, grouped into five broad personality domains.',
  ),
  instructions: text(
    'Untuk setiap pernyataan, pilih seberapa sesuai pernyataan itu dengan diri Anda. Gambarkan diri Anda sebagaimana biasanya sekarang, bukan seperti yang Anda harapkan di masa depan, dibandingkan dengan orang sebaya yang Anda kenal. Tidak ada jawaban benar atau salah.',
    'For each statement, choose how accurately it describes you. Describe yourself as you generally are now, not as you wish to be in the future, compared with people you know of roughly your age. There are no right or wrong answers.',
  ),
  minutes: 5,
  scale: [
    text('Sangat tidak sesuai', 'Very inaccurate'),
    text('Tidak sesuai', 'Moderately inaccurate'),
    text('Netral', 'Neither accurate nor inaccurate'),
    text('Sesuai', 'Moderately accurate'),
    text('Sangat sesuai', 'Very accurate'),
  ],
  items: [
    text('Saya menghidupkan suasana di acara kumpul-kumpul.', 'Am the life of the party.'),
    text('Saya kurang peduli terhadap orang lain.', 'Feel little concern for others.'),
    text('Saya selalu siap sedia.', 'Am always prepared.'),
    text('Saya mudah merasa tertekan.', 'Get stressed out easily.'),
    text('Saya memiliki kosakata yang kaya.', 'Have a rich vocabulary.'),
    text('Saya tidak banyak bicara.', "Don't talk a lot."),
    text('Saya tertarik pada orang lain.', 'Am interested in people.'),
    text('Saya membiarkan barang-barang saya berserakan.', 'Leave my belongings around.'),
    text('Saya merasa santai hampir sepanjang waktu.', 'Am relaxed most of the time.'),
    text(
      'Saya kesulitan memahami gagasan yang abstrak.',
      'Have difficulty understanding abstract ideas.',
    ),
    text('Saya merasa nyaman berada di antara orang-orang.', 'Feel comfortable around people.'),
    text('Saya menghina orang lain.', 'Insult people.'),
    text('Saya memperhatikan hal-hal yang detail.', 'Pay attention to details.'),
    text('Saya mengkhawatirkan banyak hal.', 'Worry about things.'),
    text('Saya memiliki imajinasi yang hidup.', 'Have a vivid imagination.'),
    text('Saya cenderung tidak menonjolkan diri.', 'Keep in the background.'),
    text('Saya ikut merasakan perasaan orang lain.', "Sympathize with others' feelings."),
    text('Saya membuat segala sesuatu menjadi berantakan.', 'Make a mess of things.'),
    text('Saya jarang merasa sedih.', 'Seldom feel blue.'),
    text('Saya tidak tertarik pada gagasan yang abstrak.', 'Am not interested in abstract ideas.'),
  ].map((item, index) => ({ n: index + 1, text: item })),
  source: {
    citations: [
      'Goldberg, L. R. (1992). The development of markers for the Big-Five factor structure. Psychological Assessment, 4(1), 26–42.',
      'International Personality Item Pool: A scientific collaboratory for the development of advanced measures of personality traits and other individual differences. https://ipip.ori.org/',
      'Akhtar, H., & Azwar, S. (2019). Indonesian adaptation and psychometric properties evaluation of the Big Five Personality Inventory: IPIP-BFM-50. Jurnal Psikologi, 46(1), 32–44. https://doi.org/10.22146/jpsi.33571',
    ],
    translation: text(
      'Teks bahasa Indonesia: terjemahan Ajar mengikuti adaptasi Akhtar & Azwar; belum divalidasi ulang. Rumusan kalimat terbitan Akhtar & Azwar tidak ditemukan saat penyusunan, sehingga setiap kalimat ditulis sendiri oleh Ajar. Teks bahasa Inggris adalah rumusan IPIP apa adanya.',
      "Indonesian text: Ajar's translation following the Akhtar & Azwar adaptation; not re-validated. Akhtar & Azwar's published wording was not found when this was written, so every sentence is Ajar's own. English text is IPIP's wording, unchanged.",
    ),
  },
};

const RIASEC: FakeInstrument = {
  id: 'riasec',
  title: text('Minat Kegiatan Kerja (Penanda RIASEC)', 'Work activity interests (RIASEC markers)'),
  description: text(
    'Alat refleksi diri, bukan pemeriksaan psikologis. Kegiatan kerja untuk melihat jenis kegiatan yang paling Anda minati, bukan kemampuan Anda.',
    'A self-reflection tool, not a psychological examination. Work activities to see which kinds of activity interest you most, not what you are able to do.',
  ),
  instructions: text(
    'Untuk setiap kegiatan, pilih seberapa Anda akan menikmati melakukannya. Jangan pikirkan apakah Anda sudah menguasainya atau berapa penghasilannya. Tidak ada jawaban benar atau salah.',
    'For each activity, choose how much you would enjoy doing it. Do not think about whether you have the skills for it or what it pays. There are no right or wrong answers.',
  ),
  minutes: 3,
  scale: [
    text('Tidak suka', 'Dislike'),
    text('Agak tidak suka', 'Slightly dislike'),
    text('Biasa saja', 'Neither like nor dislike'),
    text('Agak suka', 'Slightly enjoy'),
    text('Suka', 'Enjoy'),
  ],
  // Interleaved R, I, A, S, E, C, as the test shows them.
  items: [
    text('Memeriksa mutu komponen sebelum dikirim', 'Test the quality of parts before shipment'),
    text('Mempelajari struktur tubuh manusia', 'Study the structure of the human body'),
    text('Memimpin paduan suara', 'Conduct a musical choir'),
    text('Memberikan bimbingan karier kepada orang lain', 'Give career guidance to people'),
    text(
      'Menjual waralaba restoran kepada perorangan',
      'Sell restaurant franchises to individuals',
    ),
    text(
      'Menyiapkan pembayaran gaji bulanan sebuah kantor',
      'Generate the monthly payroll checks for an office',
    ),
    text('Memasang batu bata atau ubin', 'Lay brick or tile'),
    text('Mempelajari perilaku hewan', 'Study animal behavior'),
    text('Menyutradarai pementasan drama', 'Direct a play'),
    text('Menjadi relawan di organisasi nirlaba', 'Do volunteer work at a non-profit organization'),
    text('Menjual barang dagangan di toserba', 'Sell merchandise at a department store'),
    text(
      'Mendata persediaan barang dengan komputer genggam',
      'Inventory supplies using a hand-held computer',
    ),
  ].map((item, index) => ({ n: index + 1, text: item })),
  source: {
    citations: [
      'Armstrong, P. I., Allison, W., & Rounds, J. (2008). Development and initial validation of brief public domain RIASEC marker scales. Journal of Vocational Behavior, 73, 287–299.',
      'Holland, J. L. (1997). Making vocational choices: A theory of vocational personalities and work environments (3rd ed.). Psychological Assessment Resources.',
    ],
    translation: text(
      'Teks bahasa Indonesia: terjemahan Ajar sendiri; belum divalidasi. Teks bahasa Inggris mengikuti daftar 48 butir dalam buku kode data RIASEC terbuka (tampaknya milik Open-Source Psychometrics Project); lampiran makalah aslinya belum diperiksa.',
      "Indonesian text: Ajar's own translation; not validated. English text follows the 48-item list in a public RIASEC data set's codebook (by all signs the Open-Source Psychometrics Project's); the paper's appendix has not been checked.",
    ),
  },
};

const INSTRUMENTS: Record<PsychotestId, FakeInstrument> = { 'big-five': BIG_FIVE, riasec: RIASEC };
/** The fake's tests, for stories to name statements and answer points as the page shows them. */
export const FAKE_INSTRUMENTS = INSTRUMENTS;

/** One scale of a result; `min` is also its number of items (each counts 1 to 5). */
const scale = (
  key: string,
  name: Text,
  raw: number,
  [min, max]: [number, number],
  band: 'low' | 'middle' | 'high',
  reading: Text,
) => ({ key, name, raw, min, max, mean: raw / min, band, reading });

/** A Big Five result: calm and direct, caring, organised, open to ideas. */
const bigFiveResult = (): PsychotestResult => ({
  scales: [
    scale(
      'extraversion',
      text('Ekstraversi', 'Extraversion'),
      24,
      [10, 50],
      'low',
      text(
        'Anda cenderung tenang dan menyimpan tenaga untuk percakapan kecil atau kerja mandiri. Bila peran Anda menuntut tampil di depan orang, persiapan singkat sebelumnya dapat membuatnya lebih ringan.',
        'You tend to be calm and to save your energy for small conversations or independent work. When a role asks you to speak up in front of others, a short preparation beforehand can make it easier.',
      ),
    ),
    scale(
      'agreeableness',
      text('Keramahan', 'Agreeableness'),
      41,
      [10, 50],
      'high',
      text(
        'Anda cenderung peduli pada perasaan orang lain dan senang membantu. Menjaga waktu dan batas Anda sendiri membuat kepedulian itu tetap berkelanjutan.',
        'You tend to care about how others feel and like to help. Looking after your own time and limits keeps that care sustainable.',
      ),
    ),
    scale(
      'conscientiousness',
      text('Kesungguhan', 'Conscientiousness'),
      38,
      [10, 50],
      'high',
      text(
        'Anda cenderung teratur, teliti, dan menyelesaikan tugas sesuai rencana. Sesekali memberi kelonggaran pada rencana membantu ketika keadaan berubah.',
        'You tend to be organised and thorough, and to finish tasks as planned. Allowing some slack in your plans now and then helps when things change.',
      ),
    ),
    scale(
      'emotionalStability',
      text('Kestabilan Emosi', 'Emotional Stability'),
      31,
      [10, 50],
      'middle',
      text(
        'Anda umumnya cukup tenang, meski tekanan tertentu dapat memengaruhi suasana hati Anda. Mengetahui situasi mana yang paling menguras tenaga membantu Anda bersiap.',
        'You are mostly fairly calm, though some pressures can affect your mood. Knowing which situations drain you most helps you prepare for them.',
      ),
    ),
    scale(
      'intellect',
      text('Intelek dan Imajinasi', 'Intellect/Imagination'),
      36,
      [10, 50],
      'high',
      text(
        'Anda cenderung senang bermain dengan gagasan, merenung, dan membayangkan kemungkinan baru. Menuliskan langkah nyata untuk satu gagasan dapat membantu mewujudkannya.',
        'You tend to enjoy playing with ideas, reflecting and imagining new possibilities. Writing down concrete steps for one idea can help bring it to life.',
      ),
    ),
  ],
  code: null,
  codeIsTied: false,
  quality: [],
});

/** A RIASEC result whose third letter ties: Enterprising and Conventional both score 28. */
const riasecResult = (): PsychotestResult => ({
  scales: [
    scale(
      'R',
      text('Realistis', 'Realistic'),
      15,
      [8, 40],
      'low',
      text(
        'Kegiatan dengan alat, mesin, atau kerja fisik saat ini kurang menarik bagi Anda. Minat dapat berubah setelah Anda mencobanya dalam proyek kecil.',
        'Work with tools, machines or physical tasks appeals to you less at the moment. Interests can shift once you try such tasks in a small project.',
      ),
    ),
    scale(
      'I',
      text('Investigatif', 'Investigative'),
      22,
      [8, 40],
      'middle',
      text(
        'Anda cukup tertarik memahami cara sesuatu bekerja, terutama bila kegunaannya jelas. Studi kasus dapat menjadi jembatan yang baik antara teori dan praktik.',
        'You are fairly interested in understanding how things work, especially when the use is clear. Case studies can bridge theory and practice well.',
      ),
    ),
    scale(
      'A',
      text('Artistik', 'Artistic'),
      30,
      [8, 40],
      'high',
      text(
        'Anda tertarik pada kegiatan mencipta dan mengekspresikan diri, seperti menulis, bermusik, atau mendesain. Tugas yang memberi kebebasan berkreasi kemungkinan paling memotivasi Anda.',
        'You are drawn to creating and expressing yourself, through writing, music or design. Tasks that give creative freedom are likely to motivate you most.',
      ),
    ),
    scale(
      'S',
      text('Sosial', 'Social'),
      34,
      [8, 40],
      'high',
      text(
        'Anda tertarik pada kegiatan membantu, mengajar, dan mendampingi orang lain. Peran sebagai mentor atau trainer kemungkinan terasa bermakna bagi Anda.',
        'You are drawn to helping, teaching and supporting others. Roles such as mentor or trainer are likely to feel meaningful to you.',
      ),
    ),
    scale(
      'E',
      text('Wirausaha', 'Enterprising'),
      28,
      [8, 40],
      'high',
      text(
        'Anda tertarik pada kegiatan memimpin, berwirausaha, dan meyakinkan orang lain. Tanggung jawab atas target atau tim kemungkinan memberi Anda semangat.',
        'You are drawn to leading, running a business and persuading others. Responsibility for targets or a team is likely to energise you.',
      ),
    ),
    scale(
      'C',
      text('Konvensional', 'Conventional'),
      28,
      [8, 40],
      'high',
      text(
        'Anda tertarik pada kegiatan yang teratur: mengolah data, mencatat, dan menjaga prosedur tetap rapi. Peran yang menuntut ketelitian dan sistem yang jelas kemungkinan cocok untuk Anda.',
        'You are drawn to orderly work: handling data, keeping records and keeping procedures tidy. Roles that call for accuracy and clear systems are likely to suit you.',
      ),
    ),
  ],
  code: 'SAE',
  codeIsTied: true,
  quality: [],
});

const RESULTS: Record<PsychotestId, () => PsychotestResult> = {
  'big-five': bigFiveResult,
  riasec: riasecResult,
};

const HEADLINES: Record<PsychotestId, Text> = {
  'big-five': text(
    'Tinggi: Keramahan, Kesungguhan, Intelek dan Imajinasi',
    'High: Agreeableness, Conscientiousness, Intellect/Imagination',
  ),
  riasec: text('SAE (setara SAC)', 'SAE (as right as SAC)'),
};

/** Finished attempts at fixed ids, so a story can open one at `?result=<id>`. */
export const RESULT_ID = {
  /** Big Five of 2 March 2026, mine, not shared. */
  bigFive: 9001,
  /** RIASEC of 10 August 2026, mine, shared, its code tied. */
  riasec: 9002,
  /** Big Five with a caution: ten identical answers in a row. */
  caution: 9003,
  /** A team member's Big Five, shared with me as their supervisor. */
  shared: 9004,
} as const;

/** When the RIASEC of 10 August 2026 may be taken again: 180 days on. */
export const RIASEC_AGAIN_AT = daysAfter('2026-08-10T03:07:00.000Z', PSYCHOTEST_RETAKE_DAYS);

/** A day as the page writes it, in the story's language. */
export const dayOf = (iso: string, lang: 'id' | 'en') =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(iso));

/** Answers given on this device and not yet sent, as a reload finds them. */
export function keepOnDevice(attemptId: number, answers: Record<number, string>) {
  const answeredAt = new Date().toISOString();
  writeLocalAnswers(
    psychotestStorage(browserStorage()),
    attemptId,
    Object.fromEntries(
      Object.entries(answers).map(([n, value]) => [n, { value, answeredAt, synced: false }]),
    ),
  );
}

/**
 * Each open attempt has its own id: answers one story's page keeps on the device (and may
 * still be sending) never show up in the next story's attempt.
 */
let lastAttemptId = 700;

interface FakeAttempt {
  id: number;
  instrument: PsychotestId;
  answers: Map<number, string>;
  status: 'open' | 'done';
  startedAt: string;
  finishedAt: string | null;
  shared: boolean;
  sharedBy: string | null;
  result: PsychotestResult | null;
}

export type PsychotestScenario =
  /** Big Five open with 7 of 20 answered; RIASEC blocked until 6 February 2027; a history. */
  | 'overview'
  /** Nothing taken yet: both tests open, no history. */
  | 'fresh'
  /** Big Five open with 12 of 20 answered. */
  | 'resume'
  /** Big Five open with every statement answered but 4 and 17. */
  | 'missing'
  /** Big Five open with every statement answered but the last. */
  | 'almostDone';

const answered = (count: number, skip: number[] = []) =>
  new Map(
    Array.from({ length: count }, (_, i) => i + 1)
      .filter((n) => !skip.includes(n))
      // A varied pattern, never ten alike in a row.
      .map((n) => [n, String(((n * 3) % 5) + 1)]),
  );

/**
 * A stateful fake of the psychotests' routes: the overview, starting (with the retake
 * interval), reading an attempt, answering, submitting (refused while statements are missing)
 * and sharing. `offline`: answers never arrive. `supervisor`: null for a person without one.
 */
export function psychotestsApi({
  scenario = 'overview',
  offline = false,
  supervisor = SUPERVISOR,
}: { scenario?: PsychotestScenario; offline?: boolean; supervisor?: string | null } = {}) {
  const attempts = new Map<number, FakeAttempt>();
  const add = (
    attempt: Omit<FakeAttempt, 'shared' | 'sharedBy' | 'result'> & Partial<FakeAttempt>,
  ) => {
    const full: FakeAttempt = {
      shared: false,
      sharedBy: null,
      result: attempt.status === 'done' ? RESULTS[attempt.instrument]() : null,
      ...attempt,
    };
    attempts.set(full.id, full);
    return full;
  };
  const open = (instrument: PsychotestId, answers: Map<number, string>) =>
    add({
      id: ++lastAttemptId,
      instrument,
      answers,
      status: 'open',
      startedAt: '2026-11-20T02:00:00.000Z',
      finishedAt: null,
    });
  const full = (instrument: PsychotestId) => answered(INSTRUMENTS[instrument].items.length);

  // Results anyone may open by their address, whatever the scenario.
  add({
    id: RESULT_ID.caution,
    instrument: 'big-five',
    answers: full('big-five'),
    status: 'done',
    startedAt: '2025-09-01T02:00:00.000Z',
    finishedAt: '2025-09-01T02:09:00.000Z',
    result: { ...bigFiveResult(), quality: ['sameResponseRun'] },
  });
  add({
    id: RESULT_ID.shared,
    instrument: 'big-five',
    answers: full('big-five'),
    status: 'done',
    startedAt: '2026-10-05T02:00:00.000Z',
    finishedAt: '2026-10-05T02:11:00.000Z',
    shared: true,
    sharedBy: SHARED_BY,
  });
  if (scenario !== 'fresh') {
    add({
      id: RESULT_ID.bigFive,
      instrument: 'big-five',
      answers: full('big-five'),
      status: 'done',
      startedAt: '2026-03-02T02:00:00.000Z',
      finishedAt: '2026-03-02T02:12:00.000Z',
    });
    add({
      id: RESULT_ID.riasec,
      instrument: 'riasec',
      answers: full('riasec'),
      status: 'done',
      startedAt: '2026-08-10T03:00:00.000Z',
      finishedAt: '2026-08-10T03:07:00.000Z',
      shared: true,
    });
  }
  const startedOne =
    scenario === 'overview'
      ? open('big-five', answered(7))
      : scenario === 'resume'
        ? open('big-five', answered(12))
        : scenario === 'missing'
          ? open('big-five', answered(20, [4, 17]))
          : scenario === 'almostDone'
            ? open('big-five', answered(19))
            : null;

  /** Mine, newest first; the one shared with me is not. */
  const mine = () =>
    [...attempts.values()]
      .filter((a) => a.sharedBy === null && a.id !== RESULT_ID.caution)
      .sort((a, b) => (b.finishedAt ?? NOW).localeCompare(a.finishedAt ?? NOW));

  const attemptOf = (a: FakeAttempt): PsychotestAttempt => {
    const instrument = INSTRUMENTS[a.instrument];
    return {
      id: a.id,
      instrument: a.instrument,
      version: '1.0.0',
      title: instrument.title,
      instructions: instrument.instructions,
      scale: instrument.scale,
      items: instrument.items,
      answers: Object.fromEntries([...a.answers].map(([n, v]) => [String(n), v])),
      status: a.status,
      startedAt: a.startedAt,
      finishedAt: a.finishedAt,
      sharedWithSupervisor: a.shared,
      sharedBy: a.sharedBy,
      result: a.result,
      source: instrument.source,
    };
  };

  const summaryOf = (instrument: FakeInstrument): PsychotestSummary => {
    const own = mine().filter((a) => a.instrument === instrument.id);
    const openOne = own.find((a) => a.status === 'open');
    const last = own.find((a) => a.status === 'done');
    const next = last?.finishedAt ? daysAfter(last.finishedAt, PSYCHOTEST_RETAKE_DAYS) : null;
    return {
      id: instrument.id,
      title: instrument.title,
      description: instrument.description,
      itemCount: instrument.items.length,
      minutes: instrument.minutes,
      retakeDays: PSYCHOTEST_RETAKE_DAYS,
      openAttempt: openOne ? { id: openOne.id, answered: openOne.answers.size } : null,
      lastFinishedAt: last?.finishedAt ?? null,
      nextAvailableAt: next && next > NOW ? next : null,
    };
  };

  const overview = (): PsychotestOverview => ({
    tests: [BIG_FIVE, RIASEC].map(summaryOf),
    history: mine()
      .filter((a) => a.status === 'done')
      .map((a): PsychotestHistoryEntry => ({
        attemptId: a.id,
        instrument: a.instrument,
        title: INSTRUMENTS[a.instrument].title,
        finishedAt: a.finishedAt!,
        headline: HEADLINES[a.instrument],
        sharedWithSupervisor: a.shared,
      })),
    supervisor,
  });

  const notFound = () =>
    HttpResponse.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 });

  return {
    /** The attempt open in the scenario, e.g. to keep answers on the device before a story. */
    openAttemptId: startedOne?.id ?? null,
    handlers: [
      http.get(mockRoute('/psychotests'), () => HttpResponse.json(overview())),
      http.post(mockRoute('/psychotests/{instrument}/attempts'), ({ params }) => {
        const id = params.instrument as PsychotestId;
        const summary = summaryOf(INSTRUMENTS[id]);
        const current = summary.openAttempt && attempts.get(summary.openAttempt.id);
        if (current) return HttpResponse.json(attemptOf(current));
        if (summary.nextAvailableAt)
          return HttpResponse.json(
            { error: { code: 'psychotest_too_soon', message: 'x' } },
            { status: 409 },
          );
        return HttpResponse.json(attemptOf(open(id, new Map())), { status: 201 });
      }),
      http.get(mockRoute('/psychotests/attempts/{id}'), ({ params }) => {
        const attempt = attempts.get(Number(params.id));
        return attempt ? HttpResponse.json(attemptOf(attempt)) : notFound();
      }),
      http.put(
        mockRoute('/psychotests/attempts/{id}/answers/{questionId}'),
        async ({ request, params }) => {
          if (offline) return HttpResponse.error();
          const attempt = attempts.get(Number(params.id));
          if (!attempt) return notFound();
          const { value } = (await request.json()) as { value: string };
          const questionId = Number(params.questionId);
          attempt.answers.set(questionId, value);
          return HttpResponse.json({
            questionId,
            savedAt: new Date().toISOString(),
            applied: true,
          });
        },
      ),
      http.post(mockRoute('/psychotests/attempts/{id}/submit'), async ({ request, params }) => {
        const attempt = attempts.get(Number(params.id));
        if (!attempt) return notFound();
        const body = (await request.json()) as { answers: { questionId: number; value: string }[] };
        for (const { questionId, value } of body.answers) attempt.answers.set(questionId, value);
        const items = INSTRUMENTS[attempt.instrument].items;
        if (items.some((item) => !attempt.answers.has(item.n)))
          return HttpResponse.json(
            { error: { code: 'psychotest_incomplete', message: 'x' } },
            { status: 409 },
          );
        Object.assign(attempt, {
          status: 'done',
          finishedAt: new Date().toISOString(),
          result: RESULTS[attempt.instrument](),
        });
        return HttpResponse.json(attemptOf(attempt));
      }),
      http.put(mockRoute('/psychotests/attempts/{id}/sharing'), async ({ request, params }) => {
        const attempt = attempts.get(Number(params.id));
        if (!attempt) return notFound();
        const { sharedWithSupervisor } = (await request.json()) as {
          sharedWithSupervisor: boolean;
        };
        attempt.shared = sharedWithSupervisor;
        return HttpResponse.json(attemptOf(attempt));
      }),
    ],
  };
}
