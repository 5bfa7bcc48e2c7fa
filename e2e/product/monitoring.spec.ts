import { createServer, type IncomingMessage, type Server } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import { apmPort as port, expect, test } from '../support/test';

// The APM server this worker's product is pointed at (support/test.ts AJAR_APM_SERVER_URL): a
// loopback intake that keeps every event the pages send.
const events: Array<Record<string, unknown>> = [];
let intake: Server;

function body(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The agent sends NDJSON, gzip-compressed where the browser can compress. */
function decode(raw: Buffer, encoding: string | undefined): string {
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return raw.toString('utf8');
}

test.beforeAll(async () => {
  intake = createServer(async (request, response) => {
    // The pages are on another origin: the intake answers the browser's CORS preflight.
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    response.setHeader('access-control-allow-headers', 'content-type, content-encoding');
    response.setHeader('access-control-allow-methods', 'POST, OPTIONS');
    if (request.method === 'POST' && request.url?.startsWith('/intake/')) {
      const text = decode(await body(request), request.headers['content-encoding']);
      for (const line of text.split('\n').filter(Boolean))
        events.push(JSON.parse(line) as Record<string, unknown>);
      response.statusCode = 202;
    }
    response.end();
  });
  await new Promise<void>((resolve) => intake.listen(port, '127.0.0.1', resolve));
});

test.afterAll(() => new Promise<void>((resolve) => intake.close(() => resolve())));

test('a page load reaches the configured APM server as a page-load transaction', async ({
  page,
  request,
}) => {
  const config = await (await request.get('/v1/client-config')).json();
  expect(config.monitoring.serverUrl).toBe(`http://127.0.0.1:${port}`);

  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  // The transaction ends 1 s after load, then the agent's queue flushes.
  await expect
    .poll(
      () =>
        events.some(
          (event) =>
            (event.transaction as { type?: string } | undefined)?.type === 'page-load' ||
            (event.x as { t?: string } | undefined)?.t === 'page-load',
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  const metadata = events.find((event) => 'metadata' in event || 'm' in event);
  expect(JSON.stringify(metadata)).toContain('ajar-app');
});
