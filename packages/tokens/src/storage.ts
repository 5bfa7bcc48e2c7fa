import { normalizeHex, type Hex } from './color';
import { DEFAULT_PRIMARY_COLOR } from './constants';

/** Key of the tenant colour in localStorage (docs/product/behaviour.md: "stored locally as primary"). */
export const PRIMARY_STORAGE_KEY = 'primary';
/** Key of the local settings object that also carries `primaryColor`. */
export const SETTINGS_STORAGE_KEY = 'settings';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** localStorage, or null where it is missing or throws (private modes, disabled storage). */
function browserStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function safeGet(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The local settings object; a missing or corrupt value reads as `{}`. */
export function readStoredSettings(
  storage: StorageLike | null = browserStorage(),
): Record<string, unknown> {
  const raw = safeGet(storage, SETTINGS_STORAGE_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The stored tenant colour: `localStorage.primary`, else the settings object's
 * `primaryColor`, else #FF4048. Invalid values are skipped, never applied.
 */
export function readStoredPrimary(storage: StorageLike | null = browserStorage()): Hex {
  return (
    normalizeHex(safeGet(storage, PRIMARY_STORAGE_KEY)) ??
    normalizeHex(readStoredSettings(storage).primaryColor) ??
    (normalizeHex(DEFAULT_PRIMARY_COLOR) as Hex)
  );
}

/**
 * Persists a tenant colour to `primary` and into the settings object, keeping the object's
 * other fields. Returns false (and stores nothing) for an invalid colour or failing storage.
 */
export function writeStoredPrimary(
  input: unknown,
  storage: StorageLike | null = browserStorage(),
): boolean {
  const primary = normalizeHex(input);
  if (!primary || !storage) return false;
  try {
    const settings = { ...readStoredSettings(storage), primaryColor: primary };
    storage.setItem(PRIMARY_STORAGE_KEY, primary);
    storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
    return true;
  } catch {
    return false;
  }
}
