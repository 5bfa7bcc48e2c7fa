/**
 * Bad input never reaches the database: every operation of the published OpenAPI document
 * is sent a fixed set of bad path values, query values and bodies, signed in (a company
 * admin may call every route) and signed out, and must answer a 4xx JSON error. Generated
 * from the document, so a new endpoint is covered as soon as it is published.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../contract/limits';
import { MAX_PHOTO_BYTES } from '../contract/profile-rules';
import { TRAINING_RECORD_LIMITS } from '../contract/training-record-rules';
import { createHarness, type Harness } from '../testing/harness';

interface Schema {
  type?: string | string[];
  minimum?: number;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}
interface Probe {
  /** `METHOD /path/{param}` as the document names it. */
  operation: string;
  what: string;
  method: string;
  url: string;
  body?: string;
  contentType?: string;
  /** A signed-in request must be refused as bad input itself, not by luck further on. */
  exact?: number[];
}

const MAX_ID = 2 ** 31 - 1;
const HUGE = 'x'.repeat(100_000);
const BAD_IDS = ['0', '-1', String(2 ** 31), '9223372036854775808', 'abc', '1e3', '1.5', '%00'];
// The NUL also comes after enough text to pass a minimum length (the calendar feed token's).
const BAD_TEXT = ['%00', `a%00b`, `${'a'.repeat(40)}%00`, 'x'.repeat(5000)];
const BAD_DATES = ['0000-01-01', '0000-01-01T00:00:00Z', '10000-01-01', '-000001-01-01', 'abc'];
const BAD_STRINGS = ['\u0000', 'a\u0000b', '\uD800', 'x\uDC00y'];
const BAD_DATE_TIMES = [
  '0000-01-01T00:00:00Z',
  '0000-12-31T23:59:59.999Z',
  '10000-01-01T00:00:00Z',
];
const BAD_INTEGERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 63, 1.5, Number.MAX_SAFE_INTEGER];
const NOT_JSON_BODIES = ['', 'not json', '{"a":', '[]', 'null', '"text"', '42', '{"a":"\\u0000"'];

let h: Harness;
let doc: Document;
let token: string;

beforeAll(async () => {
  h = await createHarness();
  doc = (await (await h.app.request('/v1/openapi.json')).json()) as Document;
  token = await h.login('admin@ajar.local');
});
afterAll(() => h.close());

function resolve(schema: Schema): Schema {
  if (schema.$ref) return resolve(doc.components.schemas[schema.$ref.split('/').pop()!]!);
  if (schema.allOf) {
    const parts = schema.allOf.map(resolve);
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((p) => p.properties)),
      required: parts.flatMap((p) => p.required ?? []),
    };
  }
  return schema;
}

const types = (schema: Schema): string[] => {
  const s = resolve(schema);
  if (s.anyOf) return s.anyOf.flatMap(types);
  return [s.type ?? []].flat();
};
const formats = (schema: Schema): string[] => {
  const s = resolve(schema);
  return s.anyOf ? s.anyOf.flatMap(formats) : s.format ? [s.format] : [];
};

/** A value the schema accepts, so one field at a time can be made bad. */
function sample(schema: Schema): unknown {
  const s = resolve(schema);
  if (s.example !== undefined) return s.example;
  if (s.enum) return s.enum[0];
  if (s.anyOf) return sample(s.anyOf[0]!);
  const [type] = types(s);
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    for (const name of s.required ?? []) out[name] = sample(s.properties![name]!);
    return out;
  }
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (s.format === 'date-time') return '2026-01-01T00:00:00Z';
  if (s.format === 'email') return 'someone@ajar.local';
  return 'x';
}

/** Values the schema must refuse (plus a huge string, which may only be refused later). */
function badValues(schema: Schema): unknown[] {
  const kinds = types(schema);
  // `true` is a wrong type for anything but a boolean, which has no wrong value of its own.
  const out: unknown[] = kinds.includes('boolean') ? [] : [true];
  if (!kinds.includes('object')) out.push({ a: 1 });
  if (!kinds.includes('array')) out.push([1, 2]);
  if (!kinds.includes('null')) out.push(null);
  if (kinds.includes('string')) out.push(...BAD_STRINGS, HUGE);
  else out.push('1');
  if (formats(schema).includes('date-time')) out.push(...BAD_DATE_TIMES);
  if (kinds.includes('integer')) out.push(...BAD_INTEGERS);
  else if (!kinds.includes('number')) out.push(7);
  return out;
}

/** Every (path in the body, bad value) pair, one level into arrays of objects. */
function bodyProbes(schema: Schema, base: unknown): { path: string; body: unknown }[] {
  const s = resolve(schema);
  if (types(s)[0] !== 'object' || !s.properties) return [];
  const probes: { path: string; body: unknown }[] = [];
  for (const [name, prop] of Object.entries(s.properties)) {
    const withValue = (value: unknown) => ({ ...(base as object), [name]: value });
    for (const value of badValues(prop)) probes.push({ path: name, body: withValue(value) });
    const p = resolve(prop);
    if (types(p).includes('array') && p.items) {
      const item = sample(p.items);
      for (const inner of bodyProbes(p.items, item))
        probes.push({ path: `${name}[].${inner.path}`, body: withValue([inner.body]) });
    }
  }
  return probes;
}

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

function probesFor(method: string, path: string, op: Operation): Omit<Probe, 'operation'>[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query' && p.name !== 'access_token');
  const goodPath = (p: Parameter) =>
    types(p.schema).includes('integer') ? String(MAX_ID) : 'zz-none';
  const fill = (bad?: { name: string; value: string }) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) =>
      bad?.name === name ? bad.value : goodPath(pathParams.find((p) => p.name === name)!),
    );
  const requiredQuery = queryParams
    .filter((p) => p.required)
    .map((p) => [p.name, String(sample(p.schema)).replace('T00:00:00Z', '')] as const);
  const withQuery = (url: string, name: string, value: string) =>
    `${url}?${[...requiredQuery.filter(([n]) => n !== name), [name, value]]
      .map(([n, v]) => `${n}=${v}`)
      .join('&')}`;
  const probes: Omit<Probe, 'operation'>[] = [];

  for (const p of pathParams) {
    const numeric = types(p.schema).includes('integer');
    // A code or slug that cannot exist may answer "not found", as the certificate check does.
    const exact = numeric ? [400] : [400, 404];
    for (const value of numeric ? BAD_IDS : BAD_TEXT)
      probes.push({
        what: `path ${p.name}=${value.slice(0, 20)}`,
        method,
        url: fill({ name: p.name, value }),
        exact,
      });
  }

  for (const p of queryParams) {
    const kinds = types(p.schema);
    const values = formats(p.schema).some((f) => f.startsWith('date'))
      ? BAD_DATES
      : kinds.includes('integer')
        ? [...BAD_IDS.filter((v) => Number(v) !== resolve(p.schema).minimum), `1&${p.name}=2`]
        : p.schema.enum
          ? ['nope', '%00']
          : BAD_TEXT;
    for (const value of values)
      probes.push({
        what: `query ${p.name}=${value.slice(0, 20)}`,
        method,
        url: withQuery(fill(), p.name, value),
        exact: [400],
      });
  }

  const body = op.requestBody?.content['application/json']?.schema;
  if (body) {
    const url = fill();
    const base = sample(body);
    for (const probe of bodyProbes(body, base)) {
      const text = JSON.stringify(probe.body);
      const huge = text.includes(HUGE);
      probes.push({
        what: `body ${probe.path}=${text.slice(0, 40)}`,
        method,
        url,
        body: text,
        exact: huge ? undefined : [400],
      });
    }
    for (const text of NOT_JSON_BODIES)
      probes.push({ what: `body ${JSON.stringify(text)}`, method, url, body: text, exact: [400] });
    // A body the route may go without is then only refused further on (here: not found).
    probes.push({
      what: 'no body',
      method,
      url,
      exact: op.requestBody?.required ? [400] : undefined,
    });
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ])
      probes.push({
        what: `content-type ${contentType}`,
        method,
        url,
        body: JSON.stringify(base),
        contentType,
        exact: [400, 415],
      });
  }
  // Even a write that takes no input (replacing the calendar feed, reading all notifications)
  // must refuse a body too large to read.
  if (body || WRITE_METHODS.includes(method))
    probes.push({
      what: 'body over the size limit',
      method,
      url: fill(),
      // The photo and certificate uploads read a larger body than the rest.
      body: JSON.stringify({
        pad: 'x'.repeat(
          path === '/v1/me/photo'
            ? MAX_PHOTO_BYTES
            : path.startsWith('/v1/training-records/') && path.endsWith('/files')
              ? TRAINING_RECORD_LIMITS.fileBytes
              : MAX_BODY_BYTES,
        ),
      }),
      exact: [413],
    });
  return probes;
}

const allProbes = (): Probe[] =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).flatMap(([method, op]) =>
      probesFor(method.toUpperCase(), path, op).map((probe) => ({
        ...probe,
        operation: `${method.toUpperCase()} ${path}`,
      })),
    ),
  );

async function send(probe: Probe, signedIn: boolean): Promise<string | undefined> {
  const headers: Record<string, string> = {};
  if (signedIn) headers.authorization = `Bearer ${token}`;
  if (probe.body !== undefined || probe.contentType)
    headers['content-type'] = probe.contentType ?? 'application/json';
  // As any HTTP client does, so a route that never reads its body still sees its size.
  if (probe.body !== undefined) headers['content-length'] = String(Buffer.byteLength(probe.body));
  const res = await h.app.request(probe.url, { method: probe.method, headers, body: probe.body });
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text();
  const where = `${probe.method} ${probe.url.slice(0, 80)} [${probe.what}] ${signedIn ? 'signed in' : 'signed out'}`;
  if (res.status < 400 || res.status >= 500) return `${where}: ${res.status}`;
  if (signedIn && probe.exact && !probe.exact.includes(res.status))
    return `${where}: ${res.status}, expected ${probe.exact.join('/')}`;
  if (!type.startsWith('application/json')) return `${where}: ${res.status} ${type}`;
  const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
  if (typeof parsed.error?.code !== 'string' || typeof parsed.error.message !== 'string')
    return `${where}: ${res.status} body ${text.slice(0, 80)}`;
  return undefined;
}

describe('bad input on every published operation', () => {
  it('answers a 4xx JSON error, never a 5xx or a non-JSON page', async () => {
    const probes = allProbes();
    // Enough operations were found that a broken generator cannot pass quietly.
    expect(probes.length).toBeGreaterThan(500);
    const failures: string[] = [];
    for (const probe of probes)
      for (const signedIn of [true, false]) {
        const failure = await send(probe, signedIn);
        if (failure) failures.push(failure);
      }
    expect(failures).toEqual([]);
  }, 120_000);

  // The probes come from the document, so a write route left out of it would go unprobed.
  it('probes every write route the app registers, and nothing else', () => {
    const probed = new Set(
      allProbes()
        .map((probe) => probe.operation)
        .filter((operation) => WRITE_METHODS.includes(operation.split(' ')[0]!)),
    );
    const registered = new Set(
      h.app.routes
        .filter((route) => WRITE_METHODS.includes(route.method))
        .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    expect([...probed].sort()).toEqual([...registered].sort());
    expect(probed).toContain('POST /v1/calendar-feed');
    expect(probed).toContain('POST /v1/auth/partner/login');
    expect(probed).toContain('POST /v1/auth/password');
    expect(probed).toContain('POST /v1/auth/logout-all');
    expect(probed).toContain('PATCH /v1/me/profile');
    expect(probed).toContain('PUT /v1/me/photo');
    // Building every probe (a megabyte-long body for each write) takes seconds on a busy machine.
  }, 30_000);
});
