import { http, HttpResponse } from 'msw';
import type { ClassDetail, ClassProgramDetail, ClassSummary } from '@ajar/api/contract';
import {
  digitalProgram,
  leadershipBatch2Detail,
  leadershipProgram,
  programs,
  salesBatch1Detail,
  salesBatch3Detail,
  salesProgram,
} from './ClassesPage.fixtures';
import { mockRoute } from '../../../api';

/** The classes the story's signed-in learner is placed in. */
const MEMBER_OF = new Set(['sales/batch-3', 'leadership/batch-2']);

const programBySlug: Record<string, ClassProgramDetail> = {
  sales: salesProgram,
  leadership: leadershipProgram,
  digital: digitalProgram,
};
const classByPath: Record<string, ClassDetail> = {
  'sales/batch-1': salesBatch1Detail,
  'sales/batch-3': salesBatch3Detail,
  'leadership/batch-2': leadershipBatch2Detail,
};

/** As the API fills it: true only for a caller who sent a token and is in the class. */
const withMembership = <T extends ClassSummary>(item: T, request: Request): T => ({
  ...item,
  isMember: request.headers.has('authorization') && MEMBER_OF.has(item.path),
});

export const notFound = () =>
  HttpResponse.json({ error: { code: 'not_found', message: 'Tidak ditemukan' } }, { status: 404 });

/** GET /v1/classes, /v1/classes/{program} and /v1/classes/{program}/{class} over the fixtures. */
export const classesHandlers = [
  http.get(mockRoute('/classes'), ({ request }) =>
    HttpResponse.json({
      items: programs.map((program) => ({
        ...program,
        nextClass: program.nextClass && withMembership(program.nextClass, request),
      })),
    }),
  ),
  http.get(mockRoute('/classes/{program}'), ({ params, request }) => {
    const program = programBySlug[String(params.program)];
    if (!program) return notFound();
    return HttpResponse.json({
      ...program,
      classes: program.classes.map((item) => withMembership(item, request)),
    });
  }),
  http.get(mockRoute('/classes/{program}/{class}'), ({ params, request }) => {
    const detail = classByPath[`${String(params.program)}/${String(params.class)}`];
    return detail ? HttpResponse.json(withMembership(detail, request)) : notFound();
  }),
];
