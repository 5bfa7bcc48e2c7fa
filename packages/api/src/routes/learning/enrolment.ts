import type { Kysely } from 'kysely';
import type { TokenService } from '../../auth/tokens';
import type { Schema } from '../../db/schema';
import { router } from '../../http/openapi';

// Stub mounted at /v1 in app.ts; its routes are being written.
export function enrolmentRoutes(db: Kysely<Schema>, tokens: TokenService) {
  void db;
  void tokens;
  return router();
}
