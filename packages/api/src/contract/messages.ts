/**
 * The spec's validation message templates (docs/product/behaviour.md) with English equivalents. One module
 * for the API's error answers and the app's form messages, so both say the same thing.
 */
import type { Language } from './languages';

export const MESSAGE_TEMPLATES = {
  id: {
    invalid: '{field} tidak valid',
    passwordMin: 'Password minimal {n} angka',
    required: '{field} wajib diisi',
    positive: '{field} harus bernilai positif',
    notFound: '{field} tidak ditemukan',
    incorrect: '{field} salah',
    alreadyUsed: '{field} {value} telah dipakai',
    oneOf: '{field} harus salah satu diantara {list}',
    unauthorized: 'Sesi Anda tidak valid. Silakan masuk kembali.',
    expired: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
    forbidden: 'Anda tidak memiliki akses untuk tindakan ini',
    rateLimited: 'Terlalu banyak percobaan masuk. Coba lagi dalam {seconds} detik.',
    invalidCredentials: 'Email atau password salah',
    busy: 'Server sedang sibuk. Coba lagi dalam {seconds} detik.',
    restarting: 'Server sedang dimulai ulang. Coba lagi dalam {seconds} detik.',
    malformed: 'Isi permintaan bukan JSON yang valid',
    unsupportedMediaType: 'Isi permintaan harus berupa JSON (Content-Type: application/json)',
    tooLarge: 'Isi permintaan terlalu besar (maksimal {n} KB)',
    badRequest: 'Permintaan tidak valid',
    tooManyStreams:
      'Terlalu banyak koneksi langsung terbuka (maksimal {n}). Tutup tab lain, lalu muat ulang halaman.',
    routeNotFound: 'Alamat {path} tidak ditemukan',
    partnerOnly: 'Akun ini adalah akun mitra dan tidak dapat membuka halaman peserta',
    internal: 'Terjadi kesalahan pada server. Silakan coba beberapa saat lagi.',
    eventPast: 'Acara ini sudah berakhir sehingga pendaftaran ditutup',
    voucherExpired: 'Kode voucher {value} sudah kedaluwarsa',
    voucherRequired: 'Kursus ini berbayar. Gunakan kode voucher untuk mendaftar.',
    notEnrolled: 'Anda belum terdaftar di kursus ini',
    contentLocked: 'Selesaikan materi sebelumnya untuk membuka materi ini',
    contentNotCompletable:
      'Materi ini dianggap selesai setelah Anda mengerjakan kuisnya atau mengisi presensi, bukan dengan ditandai manual',
    meetingNotOpen: 'Presensi dibuka {n} menit sebelum pertemuan dimulai',
    attemptsExhausted: 'Kesempatan mengerjakan sudah habis (maksimal {n} kali)',
    attemptClosed: 'Waktu pengerjaan sudah habis atau jawaban sudah dikumpulkan',
  },
  en: {
    invalid: '{field} is not valid',
    passwordMin: 'Password must be at least {n} characters',
    required: '{field} is required',
    positive: '{field} must be positive',
    notFound: '{field} not found',
    incorrect: '{field} is incorrect',
    alreadyUsed: '{field} {value} is already in use',
    oneOf: '{field} must be one of {list}',
    unauthorized: 'Your session is not valid. Please sign in again.',
    expired: 'Your session has ended. Please sign in again.',
    forbidden: 'You are not allowed to do this',
    rateLimited: 'Too many sign-in attempts. Try again in {seconds} seconds.',
    invalidCredentials: 'Email or password is incorrect',
    busy: 'The server is busy. Try again in {seconds} seconds.',
    restarting: 'The server is restarting. Try again in {seconds} seconds.',
    malformed: 'The request body is not valid JSON',
    unsupportedMediaType: 'The request body must be JSON (Content-Type: application/json)',
    tooLarge: 'The request body is too large (at most {n} KB)',
    badRequest: 'The request is not valid',
    tooManyStreams:
      'Too many live connections open (at most {n}). Close other tabs, then reload the page.',
    routeNotFound: 'The address {path} does not exist',
    partnerOnly: 'This is a partner account; it cannot open learner pages',
    internal: 'Something went wrong on the server. Please try again in a moment.',
    eventPast: 'This event has ended, so registration is closed',
    voucherExpired: 'Voucher code {value} has expired',
    voucherRequired: 'This course is paid. Use a voucher code to enrol.',
    notEnrolled: 'You are not enrolled in this course',
    contentLocked: 'Finish the previous content to open this one',
    contentNotCompletable:
      'This content is completed when you take its quiz or check in to its meeting, not by marking it done',
    meetingNotOpen: 'Attendance opens {n} minutes before the meeting starts',
    attemptsExhausted: 'No attempts left (at most {n})',
    attemptClosed: 'The time is up or the answers were already submitted',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type MessageKey = keyof (typeof MESSAGE_TEMPLATES)['id'];

/** Names of the fields the API validates, as a person reads them. */
export const FIELD_NAMES = {
  id: {
    email: 'Email',
    password: 'Password',
    primaryColor: 'Warna utama',
    page: 'Halaman',
    pageSize: 'Jumlah per halaman',
    q: 'Kata kunci',
    category: 'Kategori',
    displayType: 'Jenis tampilan',
    when: 'Waktu',
    mode: 'Jenis acara',
    from: 'Tanggal mulai',
    to: 'Tanggal akhir',
    id: 'ID',
    course: 'Kursus',
    roadmap: 'Roadmap',
    event: 'Acara',
    registration: 'Pendaftaran',
    notification: 'Notifikasi',
    body: 'Isi permintaan',
    name: 'Nama',
    message: 'Pesan',
    token: 'Token',
    platform: 'Platform',
    voucher: 'Kode voucher',
    code: 'Kode',
    content: 'Materi',
    quiz: 'Kuis',
    attempt: 'Percobaan',
    question: 'Soal',
    value: 'Jawaban',
    answeredAt: 'Waktu menjawab',
    answers: 'Jawaban',
    certificate: 'Sertifikat',
    contentId: 'Materi',
    type: 'Jenis',
    program: 'Program',
    class: 'Kelas',
  },
  en: {
    email: 'Email',
    password: 'Password',
    primaryColor: 'Primary colour',
    page: 'Page',
    pageSize: 'Page size',
    q: 'Search term',
    category: 'Category',
    displayType: 'Display type',
    when: 'Time',
    mode: 'Event type',
    from: 'Start date',
    to: 'End date',
    id: 'ID',
    course: 'Course',
    roadmap: 'Roadmap',
    event: 'Event',
    registration: 'Registration',
    notification: 'Notification',
    body: 'Request body',
    name: 'Name',
    message: 'Message',
    token: 'Token',
    platform: 'Platform',
    voucher: 'Voucher code',
    code: 'Code',
    content: 'Content',
    quiz: 'Quiz',
    attempt: 'Attempt',
    question: 'Question',
    value: 'Answer',
    answeredAt: 'Answer time',
    answers: 'Answers',
    certificate: 'Certificate',
    contentId: 'Content',
    type: 'Type',
    program: 'Programme',
    class: 'Class',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type FieldName = keyof (typeof FIELD_NAMES)['id'];

/** Fills a template: `format('id', 'notFound', { field: 'Email' })` -> 'Email tidak ditemukan'. */
export function formatMessage(
  lang: Language,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return MESSAGE_TEMPLATES[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A field's readable name, or the raw name for a field not in the table. */
export function fieldLabel(lang: Language, field: string): string {
  const names: Record<string, string> = FIELD_NAMES[lang];
  return names[field] ?? field;
}
