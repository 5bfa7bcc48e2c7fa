import http from 'node:http';

/**
 * Requests to nginx on loopback, each from an address of its choosing: nginx logs it as the
 * client's (`$remote_addr`), so a test tells its clients apart in the access log, and the API
 * (told by `X-Forwarded-For`) counts them as different people. Linux answers on all of
 * 127.0.0.0/8 without any set-up.
 */
export interface CallOptions {
  token?: string;
  body?: unknown;
  /** The client's own address (127.x.y.z); 127.0.0.1 unless given. */
  from?: string;
  headers?: Record<string, string>;
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/** One request through nginx; its JSON answer read whole. A refused or cut connection throws. */
export function call<T = unknown>(
  port: number,
  method: string,
  path: string,
  { token, body, from, headers = {} }: CallOptions = {},
): Promise<Answer<T>> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: from,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const json = response.headers['content-type']?.includes('json');
          resolve({
            status: response.statusCode ?? 0,
            body: (json ? JSON.parse(text) : text) as T,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * One page's event stream through nginx, as the app's `reconnectingStream` keeps it: when the
 * stream ends it connects again (at once: the browser's 5 s retry delay only slows the test),
 * through nginx, to whichever process nginx picks. Every event received is kept in order.
 */
export interface LiveStream {
  readonly events: StreamEvent[];
  /** Connections made so far (1 + reconnections). */
  readonly connections: number;
  /** Connections that ended without being closed by the test. */
  readonly ends: number;
  /** Resolves once `done` holds, checked whenever an event comes or a connection ends. */
  until(done: (stream: LiveStream) => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

const MAX_CONNECTIONS = 10;

export function liveStream(port: number, path: string, from: string): LiveStream {
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let connections = 0;
  let ends = 0;
  let closed = false;
  let current: http.ClientRequest | undefined;

  const received = (event: StreamEvent) => {
    events.push(event);
    for (const wake of waiters) wake();
  };
  const open = () => {
    // A stream that cannot stay connected fails its test by timing out, not by spinning.
    if (closed || connections >= MAX_CONNECTIONS) return;
    connections += 1;
    let buffer = '';
    let over = false;
    const ended = () => {
      if (over || closed) return;
      over = true;
      ends += 1;
      for (const wake of waiters) wake();
      open();
    };
    current = http.get({ host: '127.0.0.1', port, path, localAddress: from }, (response) => {
      if (response.statusCode !== 200) {
        received({ event: `http-${response.statusCode}`, data: '' });
        response.resume();
      }
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .filter((line) => line.startsWith(`${name}: `))
              .map((line) => line.slice(name.length + 2))
              .join('\n');
          // Comments (the heartbeat) and the retry hint carry no event.
          if (field('event') || field('data'))
            received({ event: field('event'), data: field('data') });
        }
      });
      response.on('end', ended);
      response.on('error', ended);
      response.on('aborted', ended);
    });
    current.on('error', ended);
  };
  open();

  const stream: LiveStream = {
    events,
    get connections() {
      return connections;
    },
    get ends() {
      return ends;
    },
    until(done, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!done(stream)) return;
          cleanup();
          resolve();
        };
        const timer = setTimeout(() => {
          cleanup();
          const seen = JSON.stringify(events.map((e) => e.event));
          reject(new Error(`stream from ${from}: not there in ${timeoutMs} ms (events ${seen})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close() {
      closed = true;
      current?.destroy();
    },
  };
  return stream;
}
