import { describe, expect, it } from 'vitest';
import { answerChecker, type Document } from './answer-check';

const document: Document = {
  paths: {
    '/v1/things/{id}': {
      get: {
        responses: {
          200: {
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/Thing' },
              },
            },
          },
          404: { content: { 'application/json': { schema: { type: 'object' } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        properties: { id: { type: 'integer' }, note: { type: ['string', 'null'] } },
        required: ['id', 'note'],
      },
    },
  },
};
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the answer check of the API tests', () => {
  const check = answerChecker(document);

  it('lets a documented answer through, nulls and references included', async () => {
    await expect(check('GET', '/v1/things/7', answer(200, { id: 7, note: null }))).resolves.toBe(
      undefined,
    );
  });

  it('refuses a body the schema does not allow', async () => {
    await expect(check('GET', '/v1/things/7', answer(200, { id: 'seven' }))).rejects.toThrow(
      /schema refuses/,
    );
  });

  it('refuses a status the operation does not list', async () => {
    await expect(check('GET', '/v1/things/0', answer(400, { error: {} }))).rejects.toThrow(
      /does not list/,
    );
  });

  it('leaves alone what is not an operation of the document', async () => {
    await expect(check('GET', '/v1/other', answer(418, {}))).resolves.toBe(undefined);
    await expect(check('DELETE', '/v1/things/7', answer(405, {}))).resolves.toBe(undefined);
  });
});
