import { sql, type Kysely } from 'kysely';
import type { TokenService } from '../auth/tokens';
import { CourseDetail, CoursePage, CourseQuery } from '../contract/catalog';
import { IdParam } from '../contract/common';
import type { Schema } from '../db/schema';
import { notFound } from '../http/errors';
import { errors, json, publicRoute, route, router } from '../http/openapi';
import { tenant } from '../http/tenant';
import { containsPattern, courseSummaries, toCourseSummary } from './courses.queries';
import { paged } from './paging';

export function courseRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  app.use('*', tenant(db, tokens));

  app.openapi(
    route({
      method: 'get',
      operationId: 'listCourses',
      security: publicRoute,
      path: '/',
      tags: ['Catalog'],
      summary: 'Courses: search, category, display type, pages',
      request: { query: CourseQuery },
      responses: { 200: json(CoursePage, 'One page of courses'), 400: errors[400] },
    }),
    async (c) => {
      const { q, category, displayType, page, pageSize } = c.req.valid('query');
      let query = courseSummaries(db, c.get('companyId'));
      if (q) {
        const pattern = containsPattern(q);
        query = query.where((eb) =>
          eb.or([
            eb('courses.title_id', 'ilike', pattern),
            eb('courses.title_en', 'ilike', pattern),
            eb('courses.description_id', 'ilike', pattern),
            eb('courses.description_en', 'ilike', pattern),
          ]),
        );
      }
      if (category) query = query.where('categories.slug', '=', category);
      if (displayType !== undefined) query = query.where('courses.display_type', '=', displayType);
      const total = await query
        .clearSelect()
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      const rows = await query
        .orderBy('courses.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return c.json(paged(rows.map(toCourseSummary), total.n, page, pageSize), 200);
    },
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'getCourse',
      security: publicRoute,
      path: '/{id}',
      tags: ['Catalog'],
      summary: 'A course with its outline (sections and contents)',
      request: { params: IdParam },
      responses: { 200: json(CourseDetail, 'The course'), 400: errors[400], 404: errors[404] },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await courseSummaries(db, c.get('companyId'))
        .where('courses.id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound('course');
      const [sections, contents] = await Promise.all([
        db
          .selectFrom('course_sections')
          .selectAll()
          .where('course_id', '=', id)
          .orderBy('position')
          .execute(),
        db
          .selectFrom('course_contents')
          .innerJoin('course_sections', 'course_sections.id', 'course_contents.section_id')
          .selectAll('course_contents')
          .where('course_sections.course_id', '=', id)
          .orderBy('course_contents.position')
          .execute(),
      ]);
      return c.json(
        {
          ...toCourseSummary(row),
          sections: sections.map((s) => ({
            id: s.id,
            title: { id: s.title_id, en: s.title_en },
            contents: contents
              .filter((content) => content.section_id === s.id)
              .map((content) => ({
                id: content.id,
                type: content.content_type,
                title: { id: content.title_id, en: content.title_en },
                durationMinutes: content.duration_minutes,
              })),
          })),
        },
        200,
      );
    },
  );
  return app;
}
