type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const KEY = 'deviceTokens';
/** Accounts remembered per browser; the oldest is forgotten past this. */
const MAX_ACCOUNTS = 10;

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The email as the API compares it, hashed: the browser keeps no list of who signed in on it. */
async function accountKey(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface DeviceTokenStore {
  /** The device token this browser was given for the account, if any. */
  get(email: string): Promise<string | undefined>;
  remember(email: string, token: string): Promise<void>;
}

/**
 * Device tokens (the sign-in's `deviceToken`), one per account that signed in on this
 * browser. Sent with the next sign-in to that account, one lets its owner in while strangers'
 * failed guesses keep the account locked for everyone else. Kept after signing out: that is
 * when it is needed.
 */
export function createDeviceTokenStore(storage: () => Storage | null = browserStorage) {
  const read = (): [string, string][] => {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
      return Array.isArray(parsed)
        ? parsed.filter(
            (e): e is [string, string] =>
              Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string',
          )
        : [];
    } catch {
      return [];
    }
  };
  const store: DeviceTokenStore = {
    async get(email) {
      const key = await accountKey(email);
      return read().find(([k]) => k === key)?.[1];
    },
    async remember(email, token) {
      const key = await accountKey(email);
      const kept = read().filter(([k]) => k !== key);
      try {
        // Newest first, so the oldest accounts are the ones dropped.
        storage()?.setItem(KEY, JSON.stringify([[key, token], ...kept].slice(0, MAX_ACCOUNTS)));
      } catch {
        // Storage full or refused: the next sign-in goes without, as a new browser's would.
      }
    },
  };
  return store;
}

export const deviceTokens = createDeviceTokenStore();
