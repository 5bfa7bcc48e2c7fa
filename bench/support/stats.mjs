// What the benches share: figures from samples, and a plain HTTP request on loopback.
import http from 'node:http';

/** The q-quantile of the samples (nearest rank). */
export const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
export const median = (xs) => quantile(xs, 0.5);
/** Two decimals, as the results files keep them. */
export const round = (x) => Math.round(x * 100) / 100;
/** How many samples, and their p50, p99 and maximum in milliseconds. */
export const summary = (xs) => ({
  samples: xs.length,
  p50Ms: round(quantile(xs, 0.5)),
  p99Ms: round(quantile(xs, 0.99)),
  maxMs: round(Math.max(...xs)),
});

/** One request; answers its status and body as text (errors reject). */
export function request(url, { method = 'GET', headers = {}, body, agent, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent, localAddress }, (res) => {
      let data = '';
      res.on('data', (chunk) => (data += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: data }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
