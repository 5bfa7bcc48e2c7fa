import type { EvaluationStatement } from '@ajar/api/contract';

export const text = (id: string, en: string) => ({ id, en });
const statement = (id: number, idText: string, en: string): EvaluationStatement => ({
  id,
  text: text(idText, en),
});

/** The company's two evaluation forms, each with its statements. */
export const FORMS = {
  behaviour: {
    id: 31,
    title: text('Evaluasi Perilaku Pasca Pelatihan', 'Post-training Behaviour Evaluation'),
    description: text(
      'Nilai apa yang Anda amati dalam pekerjaan sehari-hari, satu sampai tiga bulan setelah pelatihan.',
      'Rate what you saw in day-to-day work, one to three months after the training.',
    ),
    statements: [
      statement(
        301,
        'Menerapkan materi pelatihan dalam pekerjaan sehari-hari.',
        'Applies what the training taught in day-to-day work.',
      ),
      statement(
        302,
        'Berbagi pengetahuan dari pelatihan dengan rekan satu tim.',
        'Shares what they learned with teammates.',
      ),
      statement(
        303,
        'Bekerja lebih efektif dibanding sebelum pelatihan.',
        'Works more effectively than before the training.',
      ),
      statement(
        304,
        'Meminta umpan balik atas cara kerja barunya.',
        'Asks for feedback on their new way of working.',
      ),
    ],
  },
  leadership: {
    id: 32,
    title: text('Evaluasi Kepemimpinan', 'Leadership Evaluation'),
    description: null,
    statements: [
      statement(
        311,
        'Membagi tugas dengan jelas: siapa, apa, dan kapan.',
        'Delegates clearly: who does what, by when.',
      ),
      statement(
        312,
        'Memberi umpan balik yang spesifik kepada anggota tim.',
        'Gives team members specific feedback.',
      ),
      statement(
        313,
        'Menutup pertemuan dengan keputusan dan langkah berikutnya.',
        'Closes meetings with decisions and next steps.',
      ),
    ],
  },
} as const;
export type Form = (typeof FORMS)[keyof typeof FORMS];
export const UNKNOWN_FORM_ID = 404;
