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

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  return passwordGate.run(
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
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same work as `verify` against a real hash, for an unknown account. */
  verifyDummy(password: string): Promise<false>;
  /** True when `stored` was made at another cost than the current one. */
  needsRehash(stored: string): boolean;
}

export function passwordHasher(params: ScryptParams = HASH_PARAMS): PasswordHasher {
  let dummy: Promise<string> | undefined;
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
      if (!parsed) return false;
      const key = await derive(password, parsed.salt, parsed.params);
      return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
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
