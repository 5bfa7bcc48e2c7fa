import { sql, type Kysely } from 'kysely';
import type { Schema } from '../schema';
import type { CompanyKey } from './companies';
import { COURSES } from './courses';
import { bodyFor } from './learning-bodies';

const HOUR_MS = 3_600_000;

interface Place {
  mode: 'online' | 'offline';
  location: string | null;
  url: string | null;
}

const OFFICE_JAKARTA: Place = {
  mode: 'offline',
  location: 'Ruang Pelatihan 2, Lt. 5, Gedung Ajar, Jl. M.H. Thamrin No. 9, Jakarta Pusat',
  url: null,
};

/** Where each course's meetings happen; a course not listed meets at the Jakarta office. */
const MEETING_PLACES: Readonly<Record<string, Place>> = {
  leadership: { mode: 'online', location: null, url: 'https://meet.ajar.local/kepemimpinan' },
  safety: {
    mode: 'offline',
    location: 'Gudang Distribusi Rungkut, Jl. Rungkut Industri III No. 12, Surabaya',
    url: null,
  },
  negotiation: {
    mode: 'offline',
    location:
      'Ruang Rapat Melati, Lt. 12, Menara Ajar, Jl. Jend. Sudirman Kav. 45, Jakarta Selatan',
    url: null,
  },
  communication: OFFICE_JAKARTA,
};

/** The showcase course's PDF, served by the app from packages/app/public/media. */
const PDFS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  leadership: { 'Seni Mendelegasikan Tugas': '/media/panduan-delegasi.pdf' },
};

/**
 * Fills what insertCourses leaves empty: the text (and PDF) of every reading content, and the
 * time and place of every meeting. Contents are matched to their seed by course, section
 * position and content position, which insertCourses numbered from 1.
 */
export async function fillContents(
  db: Kysely<Schema>,
  companyKey: CompanyKey,
  courseIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<number> {
  if (courseIds.size === 0) return 0;
  const keyOf = new Map([...courseIds].map(([key, id]) => [id, key]));
  const seeds = new Map(COURSES[companyKey].map((course) => [course.key, course]));
  const rows = await db
    .selectFrom('course_contents as c')
    .innerJoin('course_sections as s', 's.id', 'c.section_id')
    .select(['c.id', 's.course_id as courseId', 's.position as sectionPosition', 'c.position'])
    .where('s.course_id', 'in', [...courseIds.values()])
    .execute();

  const texts: { id: number; bodyId: string; bodyEn: string; pdf: string | null }[] = [];
  const meetings: { id: number; place: Place }[] = [];
  for (const row of rows) {
    const key = keyOf.get(row.courseId) ?? '';
    const course = seeds.get(key);
    const section = course?.sections[row.sectionPosition - 1];
    const content = section?.contents[row.position - 1];
    if (!course || !section || !content) throw new Error(`seed: content ${row.id} has no seed`);
    if (content[0] === 'Meeting') {
      meetings.push({ id: row.id, place: MEETING_PLACES[key] ?? OFFICE_JAKARTA });
      continue;
    }
    const body = bodyFor(course, section, content);
    if (body) {
      texts.push({
        id: row.id,
        bodyId: body.id,
        bodyEn: body.en,
        pdf: PDFS[key]?.[content[1]] ?? null,
      });
    }
  }

  if (texts.length > 0) {
    // One statement for every body, rather than a round trip per content.
    const values = sql.join(
      texts.map((t) => sql`(${t.id}::int, ${t.bodyId}::text, ${t.bodyEn}::text, ${t.pdf}::text)`),
    );
    await sql`
      update course_contents as c
      set body_id = v.body_id, body_en = v.body_en, pdf_url = v.pdf_url
      from (values ${values}) as v (id, body_id, body_en, pdf_url)
      where c.id = v.id
    `.execute(db);
  }
  // Started two hours ago and over an hour ago, so attendance is open whenever the demo runs.
  const startsAt = new Date(now.getTime() - 2 * HOUR_MS);
  for (const { id, place } of meetings) {
    await db
      .updateTable('course_contents')
      .set({
        meeting_starts_at: startsAt,
        meeting_ends_at: new Date(startsAt.getTime() + HOUR_MS),
        meeting_mode: place.mode,
        meeting_location: place.location,
        meeting_url: place.url,
      })
      .where('id', '=', id)
      .execute();
  }
  return texts.length + meetings.length;
}
