import { describe, expect, it } from 'vitest';
import { HASH_PARAMS, passwordHasher } from './password';

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
