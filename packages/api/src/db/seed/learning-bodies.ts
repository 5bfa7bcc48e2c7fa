import type { ContentSeed, CourseSeed, SectionSeed } from './courses';
import { LEADERSHIP_BODIES } from './learning-leadership';

export interface Body {
  id: string;
  en: string;
}

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const items = (texts: readonly string[]) => texts.map((t) => `<li>${esc(t)}</li>`).join('');

const READING = new Set(['Module', 'Sub Module']);

/**
 * The rich text of a reading content. The showcase course has its own hand-written text; the
 * others get a short, honest page built from their outline (what the module is part of, what
 * the section covers), enough to make every course readable in the player.
 */
export function bodyFor(
  course: CourseSeed,
  section: SectionSeed,
  content: ContentSeed,
): Body | null {
  const [type, titleId, titleEn, minutes] = content;
  if (course.key === 'leadership') return LEADERSHIP_BODIES[titleId] ?? null;
  const c = { id: esc(course.title_id), en: esc(course.title_en) };
  const s = { id: esc(section.title_id), en: esc(section.title_en) };
  const t = { id: esc(titleId), en: esc(titleEn) };
  // The course's description introduces its first module only, not every one.
  const first =
    course.sections.flatMap((x) => x.contents).find(([k]) => k === 'Module') === content;
  const intro = first
    ? { id: ` ${esc(course.description_id)}`, en: ` ${esc(course.description_en)}` }
    : { id: '', en: '' };
  switch (type) {
    case 'Module':
      return {
        id: `<h2>${t.id}</h2><p>Modul ini termasuk topik <strong>${s.id}</strong> pada kursus <em>${c.id}</em>.${intro.id}</p><h3>Tujuan belajar</h3><ul><li>Memahami gagasan utama dan istilah yang sering dipakai.</li><li>Mengenali contoh penerapannya dalam pekerjaan sehari-hari.</li><li>Menyiapkan satu langkah kecil yang bisa langsung dicoba minggu ini.</li></ul><p>Sediakan waktu sekitar ${minutes} menit. Catat pertanyaan yang muncul dan bawa ke sesi diskusi bersama trainer.</p>`,
        en: `<h2>${t.en}</h2><p>This module is part of <strong>${s.en}</strong> in <em>${c.en}</em>.${intro.en}</p><h3>Learning goals</h3><ul><li>Understand the main ideas and the terms people use.</li><li>Recognise how they apply to everyday work.</li><li>Prepare one small step you can try this week.</li></ul><p>Set aside about ${minutes} minutes. Note down any questions and bring them to the discussion with your trainer.</p>`,
      };
    case 'Sub Module':
      return {
        id: `<h2>${t.id}</h2><p>Submodul ini memperdalam topik <strong>${s.id}</strong> dengan contoh yang lebih spesifik. Bacalah sambil membayangkan situasi di tim Anda sendiri.</p><ol><li>Baca penjelasan dan contoh kasusnya.</li><li>Bandingkan dengan kebiasaan yang berjalan di tempat kerja Anda.</li><li>Tuliskan satu hal yang akan Anda ubah.</li></ol>`,
        en: `<h2>${t.en}</h2><p>This sub-module takes the <strong>${s.en}</strong> topic further with more specific examples. Read it with your own team's situation in mind.</p><ol><li>Read the explanation and the worked example.</li><li>Compare it with how things are done where you work.</li><li>Write down one thing you will change.</li></ol>`,
      };
    case 'Module Summary': {
      const reading = section.contents.filter(([kind]) => READING.has(kind));
      return {
        id: `<h2>${t.id}</h2><p>Poin penting dari bagian <strong>${s.id}</strong>:</p><ul>${items(reading.map((r) => r[1]))}</ul><p>Jika ada poin yang masih terasa kabur, buka kembali materinya sebelum lanjut ke bagian berikutnya.</p>`,
        en: `<h2>${t.en}</h2><p>The key points of <strong>${s.en}</strong>:</p><ul>${items(reading.map((r) => r[2]))}</ul><p>If any point still feels unclear, go back to it before moving on to the next part.</p>`,
      };
    }
    case 'Course Summary':
      return {
        id: `<h2>${t.id}</h2><p>Anda sudah sampai di akhir kursus <em>${c.id}</em>, yang membahas:</p><ul>${items(course.sections.map((x) => x.title_id))}</ul><p>Pilih <strong>satu hal</strong> dari kursus ini dan terapkan dalam dua minggu ke depan; perubahan kecil yang konsisten lebih berarti daripada rencana besar yang tertunda.</p>`,
        en: `<h2>${t.en}</h2><p>You have reached the end of <em>${c.en}</em>, which covered:</p><ul>${items(course.sections.map((x) => x.title_en))}</ul><p>Pick <strong>one thing</strong> from this course and put it into practice over the next two weeks; small, steady changes beat big plans that never start.</p>`,
      };
    default:
      return null;
  }
}
