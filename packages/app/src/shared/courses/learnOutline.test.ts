import { describe, expect, it } from 'vitest';
import type { LearnOutline } from '@ajar/api/contract';
import { continueId, flattenOutline, isCompleted, outlineSections } from './learnOutline';

const t = (id: string) => ({ id, en: id });
const outline = (
  statuses: ('done' | 'available' | 'locked')[],
  next: number | null,
): LearnOutline => ({
  course: { id: 7, title: t('Kursus') },
  enrolment: {
    courseId: 7,
    enrolledAt: '2026-01-05T02:00:00.000Z',
    source: 'free',
    progress: 0,
    completedAt: null,
    finalQuiz: 'NoFinalQuiz',
    finalQuizAttempted: false,
    certificateCode: null,
  },
  sections: [
    {
      id: 1,
      title: t('A'),
      contents: statuses.slice(0, 2).map((status, i) => ({
        id: 10 + i,
        type: 'Module' as const,
        title: t(`M${i}`),
        durationMinutes: 10,
        status,
      })),
    },
    {
      id: 2,
      title: t('B'),
      contents: statuses.slice(2).map((status, i) => ({
        id: 20 + i,
        type: 'Module' as const,
        title: t(`N${i}`),
        durationMinutes: 10,
        status,
      })),
    },
  ],
  nextContentId: next,
});

describe('learn outline', () => {
  it('numbers contents across sections', () => {
    const flat = flattenOutline(outline(['done', 'done', 'available'], 20));
    expect(flat.map((e) => [e.content.id, e.position, e.sectionId])).toEqual([
      [10, 1, 1],
      [11, 2, 1],
      [20, 3, 2],
    ]);
  });

  it('continues at the next content, or the first when all are done', () => {
    expect(continueId(outline(['done', 'available', 'locked'], 11))).toBe(11);
    expect(continueId(outline(['done', 'done', 'done'], null))).toBe(10);
    expect(isCompleted(outline(['done', 'done', 'done'], null))).toBe(true);
    expect(isCompleted(outline(['done', 'available', 'locked'], 11))).toBe(false);
  });

  it('links only open contents', () => {
    const [, second] = outlineSections(outline(['done', 'available', 'locked'], 11), (x) => x.id);
    expect(second?.contents[0]).toMatchObject({ id: '20', status: 'locked', href: undefined });
    const [first] = outlineSections(outline(['done', 'available', 'locked'], 11), (x) => x.id);
    expect(first?.contents[1]?.href).toBe('/courses/7/learn/11');
  });
});
