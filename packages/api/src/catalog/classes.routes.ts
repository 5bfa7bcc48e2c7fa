import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { AuthClaims, TokenService } from '../auth/tokens';
import {
  ClassDetail,
  ClassParams,
  ClassProgramDetail,
  ClassProgramList,
  ClassProgramParams,
  type ClassSummary,
} from '../contract/classes';
import type { Schema } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { errors, json, publicRoute, route, router } from '../http/openapi';
import { tenant } from '../http/tenant';
import { byClassOrder, jakartaToday } from './class-status';
import {
  classCourses,
  findClass,
  findProgram,
  listClasses,
  listPrograms,
  programClasses,
  toClassSummary,
  toProgram,
} from './classes.queries';
import { toCourseSummary } from './courses.queries';

/** The signed-in caller, if any: these pages are public, and a token only adds `isMember`. */
const viewerId = (c: Context<AppEnv>) => (c.get('auth') as AuthClaims | undefined)?.userId ?? null;

export function classRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  app.use('*', tenant(db, tokens));

  app.openapi(
    route({
      method: 'get',
      operationId: 'listClassPrograms',
      security: publicRoute,
      path: '/',
      tags: ['Catalog'],
      summary: 'Class programs, in the order the company created them, each with its next class',
      description:
        'nextClass is the class running now (the earliest started, if several) or else the soonest to start; null when every class has finished.',
      responses: { 200: json(ClassProgramList, 'All class programs') },
    }),
    async (c) => {
      const companyId = c.get('companyId');
      const today = jakartaToday();
      const [programs, rows] = await Promise.all([
        listPrograms(db, companyId),
        listClasses(db, companyId, viewerId(c)),
      ]);
      const byProgram = new Map<number, ClassSummary[]>();
      for (const row of rows) {
        const list = byProgram.get(row.program_id) ?? [];
        list.push(toClassSummary(row, today));
        byProgram.set(row.program_id, list);
      }
      const items = programs.map((program) => {
        const next = (byProgram.get(program.id) ?? []).sort(byClassOrder)[0];
        return {
          ...toProgram(program),
          nextClass: next && next.status !== 'finished' ? next : null,
        };
      });
      return c.json({ items }, 200);
    },
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'getClassProgram',
      security: publicRoute,
      path: '/{program}',
      tags: ['Catalog'],
      summary: 'A class program with its classes: running, then upcoming, then finished',
      request: { params: ClassProgramParams },
      responses: {
        200: json(ClassProgramDetail, 'The program'),
        400: errors[400],
        404: errors[404],
      },
    }),
    async (c) => {
      const companyId = c.get('companyId');
      const program = await findProgram(db, companyId, c.req.valid('param').program);
      if (!program) throw notFound('program');
      const today = jakartaToday();
      const rows = await programClasses(db, companyId, viewerId(c), program.id);
      const classes = rows.map((row) => toClassSummary(row, today)).sort(byClassOrder);
      return c.json({ ...toProgram(program), classes }, 200);
    },
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'getClass',
      security: publicRoute,
      path: '/{program}/{class}',
      tags: ['Catalog'],
      summary: 'One class of a program, with its courses in the order it takes them',
      request: { params: ClassParams },
      responses: { 200: json(ClassDetail, 'The class'), 400: errors[400], 404: errors[404] },
    }),
    async (c) => {
      const { program, class: slug } = c.req.valid('param');
      const companyId = c.get('companyId');
      const row = await findClass(db, companyId, viewerId(c), { program, slug });
      if (!row) {
        const known = await findProgram(db, companyId, program);
        throw notFound(known ? 'class' : 'program');
      }
      const courses = await classCourses(db, companyId, row.id);
      return c.json(
        {
          ...toClassSummary(row, jakartaToday()),
          description: { id: row.description_id, en: row.description_en },
          program: {
            id: row.program_id,
            slug: row.program_slug,
            title: { id: row.program_title_id, en: row.program_title_en },
          },
          courses: courses.map(toCourseSummary),
        },
        200,
      );
    },
  );
  return app;
}
