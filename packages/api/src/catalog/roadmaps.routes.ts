import { z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import type { TokenService } from '../auth/tokens';
import { RoadmapDetail, RoadmapSummary } from '../contract/catalog';
import { IdParam } from '../contract/common';
import type { Schema } from '../db/schema';
import { notFound } from '../http/errors';
import { errors, json, publicRoute, route, router } from '../http/openapi';
import { tenant } from '../http/tenant';
import { toCourseSummary } from './courses.queries';
import { findRoadmap, listRoadmaps, roadmapCourses, toRoadmapSummary } from './roadmaps.queries';

export function roadmapRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  app.use('*', tenant(db, tokens));

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
      const rows = await listRoadmaps(db, c.get('companyId'));
      return c.json({ items: rows.map(toRoadmapSummary) }, 200);
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
      const row = await findRoadmap(db, companyId, id);
      if (!row) throw notFound('roadmap');
      const courses = await roadmapCourses(db, companyId, id);
      return c.json({ ...toRoadmapSummary(row), courses: courses.map(toCourseSummary) }, 200);
    },
  );
  return app;
}
