import { z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import type { TokenService } from '../auth/tokens';
import { Category } from '../contract/catalog';
import type { Schema } from '../db/schema';
import { json, notModified, publicRoute, route, router } from '../http/openapi';
import { tenant } from '../http/tenant';
import type { CatalogCache } from './catalog-cache';
import { categoriesWithCourseCounts } from './categories.queries';

export function categoryRoutes(db: Kysely<Schema>, tokens: TokenService, catalog: CatalogCache) {
  const app = router();
  app.use('*', tenant(db, tokens));
  app.openapi(
    route({
      method: 'get',
      operationId: 'listCategories',
      security: publicRoute,
      path: '/',
      tags: ['Catalog'],
      summary: 'Course categories with their course counts',
      responses: {
        200: json(z.object({ items: z.array(Category) }), 'All categories'),
        304: notModified,
      },
    }),
    (c) => {
      const companyId = c.get('companyId');
      return catalog.answer(c, `categories ${companyId}`, async () => {
        const rows = await categoriesWithCourseCounts(db, companyId);
        return {
          items: rows.map((r) => ({
            id: r.id,
            slug: r.slug,
            name: { id: r.name_id, en: r.name_en },
            courseCount: r.course_count ?? 0,
          })),
        };
      });
    },
  );
  return app;
}
