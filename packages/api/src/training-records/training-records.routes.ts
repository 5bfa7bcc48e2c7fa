import { z } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import { ROLES, requireAuth } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import { ApiError as ErrorBody, IdParam, idParam, safeString } from '../contract/common';
import { CERTIFICATE_FILE_TYPES, TRAINING_RECORD_LIMITS } from '../contract/training-record-rules';
import {
  TeamTrainingRecords,
  TrainingRecord,
  TrainingRecordFields,
  TrainingRecordList,
  VerifyTrainingRecord,
} from '../contract/training-records';
import type { Schema } from '../db/schema';
import { bearerSecurity, errors, json, route, router } from '../http/openapi';
import {
  addFile,
  createRecord,
  editRecord,
  myRecords,
  myTeamRecords,
  readFile,
  readRecord,
  removeFile,
  submitRecord,
  verifyRecord,
  withdrawRecord,
} from './training-records.service';

/** Where a certificate file is sent: its own body limit (app.ts). */
export const RECORD_FILE_PATH = /^\/v1\/training-records\/\d+\/files$/;

const binary = z.string().openapi({ type: 'string', format: 'binary' });
const FileParams = z.object({ id: idParam('id'), fileId: idParam('fileId') });
const FileQuery = z.object({
  name: safeString()
    .max(TRAINING_RECORD_LIMITS.fileName * 2)
    .optional(),
});

/**
 * Training records over HTTP: mine, my team's, writing one, sending it to my supervisor, their
 * check, and its certificate files. A record the caller may not see answers 404.
 */
export function trainingRecordRoutes(db: Kysely<Schema>, tokens: TokenService) {
  const app = router();
  const base = {
    tags: ['Training records'],
    security: bearerSecurity,
    middleware: requireAuth(tokens, ROLES.learners),
  };
  const denied = { 401: errors[401], 403: errors[403], 404: errors[404] };
  const conflict = (description: string) => json(ErrorBody, description);
  const body = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
  const action = (
    operationId: string,
    path: string,
    summary: string,
    run: (auth: Parameters<typeof readRecord>[1], id: number) => Promise<TrainingRecord>,
  ) =>
    app.openapi(
      route({
        ...base,
        method: 'post',
        operationId,
        path,
        summary,
        request: { params: IdParam },
        responses: {
          200: json(TrainingRecord, 'The record'),
          ...denied,
          409: conflict('Not in a state that allows it (`not_editable`, `no_supervisor`)'),
        },
      }),
      async (c) => c.json(await run(c.get('auth'), c.req.valid('param').id), 200),
    );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getMyTrainingRecords',
      path: '/',
      summary: 'My training records with this year’s verified hours and cost',
      responses: {
        200: json(TrainingRecordList, 'My records'),
        401: errors[401],
        403: errors[403],
      },
    }),
    async (c) => c.json(await myRecords(db, c.get('auth')), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getTeamTrainingRecords',
      path: '/team',
      summary: 'My direct reports’ sent records, those waiting for my check first',
      responses: {
        200: json(TeamTrainingRecords, 'Their records'),
        401: errors[401],
        403: errors[403],
      },
    }),
    async (c) => c.json(await myTeamRecords(db, c.get('auth')), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'post',
      operationId: 'createTrainingRecord',
      path: '/',
      summary: 'Log a training as a draft',
      request: { body: body(TrainingRecordFields) },
      responses: { 201: json(TrainingRecord, 'The draft'), 400: errors[400], ...denied },
    }),
    async (c) => c.json(await createRecord(db, c.get('auth'), c.req.valid('json')), 201),
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getTrainingRecord',
      path: '/{id}',
      summary: 'One record with its files and history',
      request: { params: IdParam },
      responses: { 200: json(TrainingRecord, 'The record'), ...denied },
    }),
    async (c) => c.json(await readRecord(db, c.get('auth'), c.req.valid('param').id), 200),
  );

  app.openapi(
    route({
      ...base,
      method: 'put',
      operationId: 'editTrainingRecord',
      path: '/{id}',
      summary: 'Change my record (a verified one goes back to my supervisor)',
      request: { params: IdParam, body: body(TrainingRecordFields) },
      responses: {
        200: json(TrainingRecord, 'The record'),
        400: errors[400],
        ...denied,
        409: conflict('Being checked: withdraw it first (`not_editable`)'),
      },
    }),
    async (c) =>
      c.json(
        await editRecord(db, c.get('auth'), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  );

  action('submitTrainingRecord', '/{id}/submit', 'Send my record to my supervisor', (auth, id) =>
    submitRecord(db, auth, id),
  );
  action(
    'withdrawTrainingRecord',
    '/{id}/withdraw',
    'Take back a record not checked yet',
    (auth, id) => withdrawRecord(db, auth, id),
  );

  app.openapi(
    route({
      ...base,
      method: 'post',
      operationId: 'verifyTrainingRecord',
      path: '/{id}/verification',
      summary: 'Verify my report’s record, or return it with what to fix',
      request: { params: IdParam, body: body(VerifyTrainingRecord) },
      responses: {
        200: json(TrainingRecord, 'The record'),
        400: errors[400],
        ...denied,
        409: conflict('Not waiting for my check (`not_verifier`)'),
      },
    }),
    async (c) =>
      c.json(
        await verifyRecord(db, c.get('auth'), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  );

  app.openapi(
    route({
      ...base,
      method: 'post',
      operationId: 'addTrainingRecordFile',
      path: '/{id}/files',
      summary: 'Attach a certificate file (the body is the file itself)',
      description: `PDF, JPG or PNG, read from the bytes whatever the name or Content-Type; at most ${TRAINING_RECORD_LIMITS.fileBytes / 1024 / 1024} MiB and ${TRAINING_RECORD_LIMITS.files} files a record. \`name\` is the file's name to show.`,
      request: {
        params: IdParam,
        query: FileQuery,
        body: {
          content: Object.fromEntries(
            [...CERTIFICATE_FILE_TYPES, 'application/octet-stream'].map((type) => [
              type,
              { schema: binary },
            ]),
          ),
          required: true,
        },
      },
      responses: {
        201: json(TrainingRecord, 'The record with the file'),
        ...denied,
        409: conflict('Not editable now, or five files already (`too_many_files`)'),
        413: conflict('Larger than the limit (`file_too_large`)'),
        415: conflict('Not a PDF, JPG or PNG (`unsupported_file_type`)'),
      },
    }),
    async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const { name } = c.req.valid('query');
      return c.json(
        await addFile(db, c.get('auth'), c.req.valid('param').id, { bytes, name }),
        201,
      );
    },
  );

  app.openapi(
    route({
      ...base,
      method: 'get',
      operationId: 'getTrainingRecordFile',
      path: '/{id}/files/{fileId}',
      summary: 'Download a certificate file of a record I may see',
      request: { params: FileParams },
      responses: {
        200: {
          description: 'The file, as an attachment',
          content: Object.fromEntries(
            CERTIFICATE_FILE_TYPES.map((type) => [type, { schema: binary }]),
          ),
        },
        ...denied,
      },
    }),
    async (c) => {
      const { id, fileId } = c.req.valid('param');
      const file = await readFile(db, c.get('auth'), id, fileId);
      return c.body(new Uint8Array(file.bytes), 200, {
        'content-type': file.content_type,
        // Always a download, never rendered on our origin; the name in RFC 5987 form.
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
    },
  );

  app.openapi(
    route({
      ...base,
      method: 'delete',
      operationId: 'deleteTrainingRecordFile',
      path: '/{id}/files/{fileId}',
      summary: 'Remove a certificate file from my record',
      request: { params: FileParams },
      responses: {
        200: json(TrainingRecord, 'The record'),
        ...denied,
        409: conflict('Not editable now (`not_editable`)'),
      },
    }),
    async (c) => {
      const { id, fileId } = c.req.valid('param');
      return c.json(await removeFile(db, c.get('auth'), id, fileId), 200);
    },
  );
  return app;
}
