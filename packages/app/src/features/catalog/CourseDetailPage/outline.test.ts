import { describe, expect, it } from 'vitest';
import type { CourseDetail, LearnOutline } from '@ajar/api/contract';
import { outlineSections } from './outline';

const content = (id: number) => ({
  id,
  type: 'Module' as const,
  title: { id: `Materi ${id}`, en: `Content ${id}` },
  durationMinutes: 10,
});
// Two sections as the course page's API sends them: 2 and 4 contents.
const sections = [
  { id: 1, title: { id: 'Bagian 1', en: 'Part 1' }, contents: [content(11), content(12)] },
  {
    id: 2,
    title: { id: 'Bagian 2', en: 'Part 2' },
    contents: [content(21), content(22), content(23), content(24)],
  },
] as unknown as CourseDetail['sections'];

/** The player's outline for a learner three contents in, the fourth under way. */
const learned = {
  course: { id: 1, title: { id: 'Kursus', en: 'Course' } },
  sections: [
    {
      id: 1,
      title: { id: 'Bagian 1', en: 'Part 1' },
      contents: [
        { ...content(11), status: 'done' },
        { ...content(12), status: 'done' },
      ],
    },
    {
      id: 2,
      title: { id: 'Bagian 2', en: 'Part 2' },
      contents: [
        { ...content(21), status: 'done' },
        { ...content(22), status: 'inProgress' },
        { ...content(23), status: 'locked' },
        { ...content(24), status: 'locked' },
      ],
    },
  ],
  nextContentId: 22,
} as unknown as LearnOutline;

const statuses = (result: ReturnType<typeof outlineSections>) =>
  result.map((section) => section.contents.map((c) => c.status));

describe('course page outline', () => {
  it('shows an enrolled learner’s own progress, as the player does', () => {
    expect(statuses(outlineSections(sections, (t) => t.id, learned))).toEqual([
      ['done', 'done'],
      ['done', 'inProgress', 'locked', 'locked'],
    ]);
  });

  it('shows everyone not enrolled, signed in or not, the first content open and the rest locked', () => {
    expect(statuses(outlineSections(sections, (t) => t.id))).toEqual([
      ['available', 'locked'],
      ['locked', 'locked', 'locked', 'locked'],
    ]);
  });
});
