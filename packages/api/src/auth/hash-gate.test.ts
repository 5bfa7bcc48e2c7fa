import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { hashGate } from './hash-gate';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('hashGate', () => {
  it('runs at most `concurrency` at once, the rest in arrival order', async () => {
    const gate = hashGate(2, 10);
    const steps = Array.from({ length: 5 }, deferred);
    const order: number[] = [];
    let running = 0;
    let most = 0;
    const runs = steps.map((step, i) =>
      gate.run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(i);
        await step.promise;
        running -= 1;
      }),
    );
    expect(gate.load).toEqual({ running: 2, waiting: 3 });
    for (const step of steps) step.resolve();
    await Promise.all(runs);
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('answers 503 with Retry-After when the queue is full, and frees the slot on errors', async () => {
    const gate = hashGate(1, 1, 7);
    const hold = deferred();
    const first = gate.run(() => hold.promise.then(() => Promise.reject(new Error('boom'))));
    const second = gate.run(async () => 'second');
    const third = gate.run(async () => 'third');
    await expect(third).rejects.toSatisfy(
      (e) => e instanceof ApiError && e.status === 503 && e.headers['retry-after'] === '7',
    );
    hold.resolve();
    await expect(first).rejects.toThrow('boom');
    expect(await second).toBe('second');
    expect(await gate.run(async () => 'after')).toBe('after');
  });
});
