import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import {
  PASSWORD_HASH_CONCURRENCY,
  PASSWORD_HASH_QUEUE,
  PASSWORD_HASH_RETRY_SECONDS,
} from '../contract/limits';
import { hashGate, type HashGate } from './hash-gate';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt floor: 128 MiB and about a second of one core per guess. Affordable because
 * the gate lets only two hashes run at once. Stored with each hash, so older hashes still
 * verify, and are upgraded on the next successful sign-in.
 */
export const HASH_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** One per process: the thread pool it protects is one per process too. */
export const passwordGate: HashGate = hashGate(
  PASSWORD_HASH_CONCURRENCY,
  PASSWORD_HASH_QUEUE,
  PASSWORD_HASH_RETRY_SECONDS,
);

/** One scrypt run; injectable so tests can see the work each check does. */
export type Derive = (password: string, salt: Buffer, params: ScryptParams) => Promise<Buffer>;

/** What one run costs in time: scrypt does N * r * p block mixes. */
const costOf = ({ N, r, p }: ScryptParams) => N * r * p;

export const scryptDerive: Derive = (password, salt, { N, r, p }) =>
  passwordGate.run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(
          password.normalize('NFKC'),
          salt,
          KEY_LENGTH,
          // scrypt needs 128 * N * r bytes; the slack covers its own bookkeeping.
          { N, r, p, maxmem: 128 * N * r * p + 16 * 1024 * 1024 },
          (err, key) => (err ? reject(err) : resolve(key)),
        ),
      ),
  );

/**
 * The runs that make up the work between a cheaper stored hash and the current cost, as in
 * Django's `harden_runtime`: the missing N * r * p split into powers of two at the current r
 * (2^17 - 2^15 is one run at 2^16 and one at 2^15), so no single run needs more memory.
 */
export function missingWork(stored: ScryptParams, current: ScryptParams): ScryptParams[] {
  const missing = Math.floor((costOf(current) - costOf(stored)) / current.r);
  const runs: ScryptParams[] = [];
  // N=1 is not a valid scrypt cost and would make up a negligible share anyway.
  for (let bit = 30; bit >= 1; bit--) {
    if (Math.floor(missing / 2 ** bit) % 2 === 1) runs.push({ N: 2 ** bit, r: current.r, p: 1 });
  }
  return runs;
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; hash: Buffer } | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  if (![params.N, params.r, params.p].every((x) => Number.isInteger(x) && x > 0)) return null;
  return { params, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

/** Hashing and checking passwords at one cost; injected so tests can count or cheapen it. */
export interface PasswordHasher {
  readonly params: ScryptParams;
  /** `scrypt$N$r$p$salt$hash`, base64url parts. */
  hash(password: string): Promise<string>;
  /** A failed check costs at least the current cost, whatever the cost `stored` was made at. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same work as `verify` against a real hash, for an unknown account. */
  verifyDummy(password: string): Promise<false>;
  /** True when `stored` was made at another cost than the current one. */
  needsRehash(stored: string): boolean;
}

export function passwordHasher(
  params: ScryptParams = HASH_PARAMS,
  derive: Derive = scryptDerive,
): PasswordHasher {
  let dummy: Promise<string> | undefined;
  /**
   * A failed check against a hash made at a lower cost does the difference too: otherwise
   * a wrong password for an account not upgraded yet answers faster than an unknown email
   * (checked at the current cost), which tells the account exists.
   */
  async function hardenRuntime(password: string, stored: ScryptParams) {
    const salt = randomBytes(SALT_LENGTH);
    for (const run of missingWork(stored, params)) await derive(password, salt, run);
  }
  const self: PasswordHasher = {
    params,
    async hash(password) {
      const salt = randomBytes(SALT_LENGTH);
      const key = await derive(password, salt, params);
      return [
        'scrypt',
        params.N,
        params.r,
        params.p,
        salt.toString('base64url'),
        key.toString('base64url'),
      ].join('$');
    },
    async verify(password, stored) {
      const parsed = parse(stored);
      if (!parsed) {
        await hardenRuntime(password, { N: 0, r: params.r, p: 1 });
        return false;
      }
      const key = await derive(password, parsed.salt, parsed.params);
      const correct = key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
      if (!correct) await hardenRuntime(password, parsed.params);
      return correct;
    },
    async verifyDummy(password) {
      dummy ??= self.hash(randomBytes(16).toString('base64url'));
      await self.verify(password, await dummy);
      return false;
    },
    needsRehash(stored) {
      const parsed = parse(stored);
      return (
        !parsed ||
        parsed.params.N !== params.N ||
        parsed.params.r !== params.r ||
        parsed.params.p !== params.p
      );
    },
  };
  return self;
}

const standard = passwordHasher();
/** At the current cost. */
export const hashPassword = (password: string) => standard.hash(password);
export const verifyPassword = (password: string, stored: string) =>
  standard.verify(password, stored);
