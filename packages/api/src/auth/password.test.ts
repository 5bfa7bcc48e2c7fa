import { describe, expect, it } from 'vitest';
import { HASH_PARAMS, missingWork, passwordHasher, scryptDerive, type Derive } from './password';

describe('passwordHasher', () => {
  it('hashes new passwords at OWASP’s scrypt cost, N=2^17 r=8 p=1', async () => {
    expect(HASH_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    const standard = passwordHasher();
    const hash = await standard.hash('correct horse');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await standard.verify('correct horse', hash)).toBe(true);
    expect(standard.needsRehash(hash)).toBe(false);
  }, 60_000);

  it('still verifies older, cheaper hashes, and says they need upgrading', async () => {
    const old = passwordHasher({ N: 2 ** 10, r: 8, p: 1 });
    const hash = await old.hash('correct horse');
    const current = passwordHasher({ N: 2 ** 11, r: 8, p: 1 });
    expect(await current.verify('correct horse', hash)).toBe(true);
    expect(await current.verify('wrong horse', hash)).toBe(false);
    expect(current.needsRehash(hash)).toBe(true);
    expect(await current.verifyDummy('correct horse')).toBe(false);
  });
});

describe('a failed check costs the same whatever the account', () => {
  const current = { N: 2 ** 12, r: 8, p: 1 };
  /** The real scrypt, recording the work (N * r * p) of every run a check makes. */
  function counting() {
    const work: number[] = [];
    const derive: Derive = (password, salt, params) => {
      work.push(params.N * params.r * params.p);
      return scryptDerive(password, salt, params);
    };
    const total = () => work.reduce((a, b) => a + b, 0);
    return { work, total, hasher: passwordHasher(current, derive) };
  }

  it('a wrong password for an older, cheaper hash does the missing work', async () => {
    const old = await passwordHasher({ N: 2 ** 10, r: 8, p: 1 }).hash('correct horse');
    const unknown = counting();
    expect(await unknown.hasher.verifyDummy('wrong horse')).toBe(false);
    const dummyWork = unknown.work.at(-1)!;
    expect(dummyWork).toBe(2 ** 12 * 8);

    const real = counting();
    expect(await real.hasher.verify('wrong horse', old)).toBe(false);
    // As much as the unknown email's check, not a quarter of it.
    expect(real.total()).toBe(dummyWork);
  });

  it('works out the difference between the production costs, N=2^15 and N=2^17', () => {
    const runs = missingWork({ N: 2 ** 15, r: 8, p: 1 }, HASH_PARAMS);
    expect(runs).toEqual([
      { N: 2 ** 16, r: 8, p: 1 },
      { N: 2 ** 15, r: 8, p: 1 },
    ]);
    const done = [{ N: 2 ** 15, r: 8, p: 1 }, ...runs].reduce((a, x) => a + x.N * x.r * x.p, 0);
    expect(done).toBe(HASH_PARAMS.N * HASH_PARAMS.r * HASH_PARAMS.p);
  });

  it('adds nothing to a hash at the current cost, to a right password, or to a dearer hash', async () => {
    const atCurrent = await passwordHasher(current).hash('correct horse');
    const old = await passwordHasher({ N: 2 ** 10, r: 8, p: 1 }).hash('correct horse');
    const dearer = await passwordHasher({ N: 2 ** 13, r: 8, p: 1 }).hash('correct horse');

    const a = counting();
    expect(await a.hasher.verify('wrong horse', atCurrent)).toBe(false);
    expect(a.work).toEqual([2 ** 12 * 8]);
    // A right password is upgraded right after (a hash at the current cost), so it is not short.
    const b = counting();
    expect(await b.hasher.verify('correct horse', old)).toBe(true);
    expect(b.work).toEqual([2 ** 10 * 8]);
    const c = counting();
    expect(await c.hasher.verify('wrong horse', dearer)).toBe(false);
    expect(c.work).toEqual([2 ** 13 * 8]);
  });

  it('a stored hash it cannot read still costs a check at the current cost', async () => {
    const d = counting();
    expect(await d.hasher.verify('wrong horse', 'not-a-hash')).toBe(false);
    expect(d.total()).toBe(2 ** 12 * 8);
  });
});
