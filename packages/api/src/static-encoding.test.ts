import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, encodedBody } from './static-encoding';

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip, then none', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });

  it('honours q=0 as a refusal and * as anything', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*;q=0')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('BR; Q=1')).toBe('br');
  });
});

describe('encodedBody', () => {
  /** A file as big as a page's chunk, different on every run so no cache holds it yet. */
  async function bigFile() {
    const dir = await mkdtemp(path.join(tmpdir(), 'ajar-static-'));
    const file = path.join(dir, 'chunk.js');
    const lines = Array.from(
      { length: 6000 },
      (_, i) => `export const value${i} = ${JSON.stringify(randomUUID())}; // ${i * 7}`,
    );
    await writeFile(file, lines.join('\n'));
    return { file, drop: () => rm(dir, { recursive: true, force: true }) };
  }

  it('compresses a file once, however many requests ask for it at the same time', async () => {
    const { file, drop } = await bigFile();
    try {
      const [a, b, c] = await Promise.all([
        encodedBody(file, 'br'),
        encodedBody(file, 'br'),
        encodedBody(file, 'br'),
      ]);
      expect(a.encoding).toBe('br');
      expect(b.body).toBe(a.body);
      expect(c.body).toBe(a.body);
      expect(brotliDecompressSync(a.body).toString()).toBe(await readFile(file, 'utf8'));
    } finally {
      await drop();
    }
  });

  it('leaves the event loop free while it compresses, for the other requests', async () => {
    const { file, drop } = await bigFile();
    try {
      let done = false;
      const encoded = encodedBody(file, 'br').then((result) => {
        done = true;
        return result;
      });
      // The loop keeps turning while the file is read and compressed: no one turn holds it
      // for most of the work, as one synchronous compression did (the other requests wait).
      const started = performance.now();
      let last = started;
      let longest = 0;
      while (!done) {
        await new Promise((resolve) => setImmediate(resolve));
        const now = performance.now();
        longest = Math.max(longest, now - last);
        last = now;
      }
      expect((await encoded).encoding).toBe('br');
      expect(longest / (last - started)).toBeLessThan(0.5);
    } finally {
      await drop();
    }
  });
});
