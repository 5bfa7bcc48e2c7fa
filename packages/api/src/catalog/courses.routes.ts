import type { Kysely } from 'kysely';
import type { TokenService } from '../auth/tokens';
import { CourseDetail, CoursePage, CourseQuery } from '../contract/catalog';
import { IdParam } from '../contract/common';
import type { Schema } from '../db/schema';
import { notFound } from '../http/errors';
import { errors, json, notModified, publicRoute, route, router } from '../http/openapi';
import { tenant } from '../http/tenant';
import { courseOutline, courseSummary, searchCourses, toCourseSummary } from './courses.queries';
import type { CatalogCache } from './catalog-cache';
import { paged } from './paging';

export function courseRoutes(db: Kysely<Schema>, tokens: TokenService, catalog: CatalogCache) {
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
      responses: {
        200: json(CoursePage, 'One page of courses'),
        304: notModified,
        400: errors[400],
      },
    }),
    (c) => {
      const { q, category, displayType, page, pageSize } = c.req.valid('query');
      const companyId = c.get('companyId');
      const key = JSON.stringify(['courses', companyId, q, category, displayType, page, pageSize]);
      return catalog.answer(c, key, async () => {
        const filters = { q, category, displayType };
        const { total, rows } = await searchCourses(db, companyId, filters, page, pageSize);
        return paged(rows.map(toCourseSummary), total, page, pageSize);
      });
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
      responses: {
        200: json(CourseDetail, 'The course'),
        304: notModified,
        400: errors[400],
        404: errors[404],
      },
    }),
    (c) => {
      const { id } = c.req.valid('param');
      const companyId = c.get('companyId');
      return catalog.answer(c, `course ${companyId} ${id}`, async () => {
        const row = await courseSummary(db, companyId, id);
        if (!row) throw notFound('course');
        const { sections, contents } = await courseOutline(db, id);
        return {
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
        };
      });
    },
  );
  return app;
}
