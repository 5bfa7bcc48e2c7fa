import { z } from '@hono/zod-openapi';
import { sql, type Kysely } from 'kysely';
import type { TokenService } from '../auth/tokens';
import { RoadmapDetail, RoadmapSummary } from '../contract/catalog';
import { IdParam } from '../contract/common';
import type { Schema } from '../db/schema';
import { notFound } from '../http/errors';
import { errors, json, publicRoute, route, router } from '../http/openapi';
import { tenant } from '../http/tenant';
import { courseSummaries, toCourseSummary } from './courses.queries';

export function roadmapRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  app.use('*', tenant(db, tokens));

  const summaries = (companyId: number) =>
    db
      .selectFrom('roadmaps')
      .select((eb) => [
        'roadmaps.id',
        'roadmaps.title_id',
        'roadmaps.title_en',
        'roadmaps.description_id',
        'roadmaps.description_en',
        'roadmaps.cover_url',
        eb
          .selectFrom('roadmap_courses')
          .whereRef('roadmap_courses.roadmap_id', '=', 'roadmaps.id')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('course_count'),
      ])
      .where('roadmaps.company_id', '=', companyId);
  type Row = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];
  const toSummary = (r: Row): RoadmapSummary => ({
    id: r.id,
    title: { id: r.title_id, en: r.title_en },
    description: { id: r.description_id, en: r.description_en },
    coverUrl: r.cover_url,
    courseCount: r.course_count ?? 0,
  });

  app.openapi(
    route({
      method: 'get',
      operationId: 'listRoadmaps',
      security: publicRoute,
      path: '/',
      tags: ['Catalog'],
      summary: 'Roadmaps (ordered learning paths)',
      responses: { 200: json(z.object({ items: z.array(RoadmapSummary) }), 'All roadmaps') },
    }),
    async (c) => {
      const rows = await summaries(c.get('companyId')).orderBy('roadmaps.id').execute();
      return c.json({ items: rows.map(toSummary) }, 200);
    },
  );

  app.openapi(
    route({
      method: 'get',
      operationId: 'getRoadmap',
      security: publicRoute,
      path: '/{id}',
      tags: ['Catalog'],
      summary: 'A roadmap with its courses in order',
      request: { params: IdParam },
      responses: { 200: json(RoadmapDetail, 'The roadmap'), 400: errors[400], 404: errors[404] },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const companyId = c.get('companyId');
      const row = await summaries(companyId).where('roadmaps.id', '=', id).executeTakeFirst();
      if (!row) throw notFound('roadmap');
      const courses = await courseSummaries(db, companyId)
        .innerJoin('roadmap_courses', 'roadmap_courses.course_id', 'courses.id')
        .where('roadmap_courses.roadmap_id', '=', id)
        .orderBy('roadmap_courses.position')
        .execute();
      return c.json({ ...toSummary(row), courses: courses.map(toCourseSummary) }, 200);
    },
  );
  return app;
}
