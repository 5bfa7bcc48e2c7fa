import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE } from '../contract/roles';
import { passwordHasher } from './password';
import { bearer, createHarness, type Harness } from '../testing/harness';

// The standard cost: the point is what real password hashing does to other requests.
const passwords = passwordHasher();
const BURST = 12;
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ passwords });
});
afterAll(() => h.close());

describe('a burst of sign-ins', () => {
  it('does not hold up signed-in requests: /me answers while the burst is still hashing', async () => {
    const member = await h.database.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('email', '=', 'member@ajar.local')
      .executeTakeFirstOrThrow();
    const token = await h.tokens.issue({
      userId: member.id,
      roleId: ROLE.member,
      companyId: member.company_id,
    });
    // Made before the burst, so every sign-in below is one hash of the same cost.
    await passwords.verifyDummy('warm-up-password');

    let entered = 0;
    let allHashing!: () => void;
    const hashing = new Promise<void>((resolve) => (allHashing = resolve));
    const verify = passwords.verify.bind(passwords);
    vi.spyOn(passwords, 'verify').mockImplementation((password, stored) => {
      const result = verify(password, stored);
      entered += 1;
      if (entered === BURST) allHashing();
      return result;
    });

    let settled = 0;
    const burst = Array.from({ length: BURST }, (_, i) =>
      Promise.resolve(
        h.app.request('/v1/auth/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-test-ip': `10.0.0.${i}` },
          body: JSON.stringify({ email: `nobody${i}@example.com`, password: 'wrong-password' }),
        }),
      ).then((res) => {
        settled += 1;
        return res.status;
      }),
    );
    await hashing;
    const me = await h.app.request('/v1/auth/me', bearer(token));
    const settledWhenMeAnswered = settled;
    expect(me.status).toBe(200);
    // Before the token check stopped sharing the thread pool with scrypt, /me waited until
    // all but the last few hashes of the burst had run.
    expect(settledWhenMeAnswered).toBeLessThan(BURST / 2);
    expect(await Promise.all(burst)).toEqual(Array(BURST).fill(400));
    vi.restoreAllMocks();
  }, 180_000);
});
