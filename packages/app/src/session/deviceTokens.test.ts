import { describe, expect, it } from 'vitest';
import { createDeviceTokenStore } from './deviceTokens';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('device tokens kept per account', () => {
  it('gives back the token of the account asked for, however its email is typed', async () => {
    const storage = memoryStorage();
    const store = createDeviceTokenStore(() => storage);
    await store.remember('Admin@ajar.local', 'd1.1.a.sig');
    await store.remember('member@ajar.local', 'd1.2.b.sig');
    expect(await store.get(' admin@AJAR.local ')).toBe('d1.1.a.sig');
    expect(await store.get('member@ajar.local')).toBe('d1.2.b.sig');
    expect(await store.get('nobody@ajar.local')).toBeUndefined();
    // The newest token of an account replaces its older one.
    await store.remember('admin@ajar.local', 'd1.1.c.sig');
    expect(await store.get('admin@ajar.local')).toBe('d1.1.c.sig');
  });

  it('does not keep the emails themselves, and forgets the oldest accounts past ten', async () => {
    const storage = memoryStorage();
    const store = createDeviceTokenStore(() => storage);
    for (let i = 0; i < 11; i += 1) await store.remember(`user${i}@ajar.local`, `t${i}`);
    expect([...storage.items.values()].join()).not.toContain('@');
    expect(await store.get('user0@ajar.local')).toBeUndefined();
    expect(await store.get('user10@ajar.local')).toBe('t10');
    expect(await store.get('user1@ajar.local')).toBe('t1');
  });

  it('goes without when storage is missing or holds something else', async () => {
    expect(await createDeviceTokenStore(() => null).get('a@ajar.local')).toBeUndefined();
    await createDeviceTokenStore(() => null).remember('a@ajar.local', 't');
    const storage = memoryStorage();
    storage.items.set('deviceTokens', '{not json');
    const store = createDeviceTokenStore(() => storage);
    expect(await store.get('a@ajar.local')).toBeUndefined();
    await store.remember('a@ajar.local', 't');
    expect(await store.get('a@ajar.local')).toBe('t');
  });
});
