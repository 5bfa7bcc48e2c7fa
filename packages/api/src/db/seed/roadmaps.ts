import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import type { CompanyKey } from './companies';

export interface RoadmapSeed {
  title_id: string;
  title_en: string;
  description_id: string;
  description_en: string;
  /** Course keys in the order they are meant to be taken. */
  courses: readonly string[];
}

const AJAR_ROADMAPS: readonly RoadmapSeed[] = [
  {
    title_id: 'Orientasi Karyawan Baru',
    title_en: 'New Starter Onboarding',
    description_id:
      'Empat kursus wajib di bulan pertama: mengenal Ajar, kode etik, keselamatan kerja, dan keamanan siber.',
    description_en:
      'The four courses every new starter completes in their first month: Ajar itself, our code of conduct, workplace safety and cybersecurity.',
    courses: ['ajar-guide', 'code-of-conduct', 'safety', 'cybersecurity'],
  },
  {
    title_id: 'Jalur Calon Pemimpin',
    title_en: 'Emerging Leaders Path',
    description_id:
      'Program bertahap untuk staf yang disiapkan menjadi supervisor: komunikasi, kepemimpinan tim, lalu pengelolaan anggaran.',
    description_en:
      'A step-by-step programme for staff being prepared for a supervisor role: communication, team leadership, then budgeting.',
    courses: ['communication', 'leadership', 'finance'],
  },
];

export const ROADMAPS: Record<CompanyKey, readonly RoadmapSeed[]> = {
  ajar: AJAR_ROADMAPS,
  nusantara: [],
};

/** Inserts roadmaps with their ordered courses; answers how many course links were made. */
export async function insertRoadmaps(
  db: Kysely<Schema>,
  companyId: number,
  roadmaps: readonly RoadmapSeed[],
  courseIds: ReadonlyMap<string, number>,
): Promise<number> {
  let links = 0;
  for (const { courses, ...text } of roadmaps) {
    const { id: roadmapId } = await db
      .insertInto('roadmaps')
      .values({ ...text, company_id: companyId, cover_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = courses.map((key, i) => {
      const courseId = courseIds.get(key);
      if (courseId === undefined)
        throw new Error(`seed: roadmap ${text.title_en} names unknown course ${key}`);
      return { roadmap_id: roadmapId, course_id: courseId, position: i + 1 };
    });
    if (rows.length > 0) await db.insertInto('roadmap_courses').values(rows).execute();
    links += rows.length;
  }
  return links;
}
