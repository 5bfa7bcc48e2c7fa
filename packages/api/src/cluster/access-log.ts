import { readFile } from 'node:fs/promises';

/** One request as nginx logged it (deploy/nginx.conf, `log_format ajar`). */
export interface LoggedRequest {
  client: string;
  method: string;
  path: string;
  status: number;
  /** The processes nginx tried, in order (`$upstream_addr`): more than one when it moved on. */
  upstreams: string[];
  /** What each of them answered (`$upstream_status`; 502 for a refused or cut connection). */
  upstreamStatuses: string[];
}

const LINE =
  /^(\S+) \[[^\]]+\] "(\S+) (\S+) [^"]+" (\d{3}) \d+ \S+ upstream=(.*) upstream_status=(.*) upstream_time=.*$/;

const list = (value: string) =>
  value === '-' ? [] : value.split(/, | : /).filter((part) => part !== '-');

export function parseAccessLog(text: string): LoggedRequest[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const match = LINE.exec(line);
      if (!match) throw new Error(`access log line not in the ajar format: ${line}`);
      const [, client, method, path, status, upstreams, statuses] = match;
      return {
        client: client!,
        method: method!,
        path: path!,
        status: Number(status),
        upstreams: list(upstreams!),
        upstreamStatuses: list(statuses!),
      };
    });
}

/**
 * nginx writes a request's line once it has sent the answer, so a client may read the answer
 * a moment before the line is there: waits until `enough` holds for the lines read.
 */
export async function readAccessLog(
  file: string,
  enough: (requests: LoggedRequest[]) => boolean,
  timeoutMs = 5000,
): Promise<LoggedRequest[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const requests = parseAccessLog(await readFile(file, 'utf8'));
    if (enough(requests)) return requests;
    if (Date.now() > deadline) return requests; // the caller's assertion says what is missing
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
