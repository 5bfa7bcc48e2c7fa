import { describe, expect, it } from 'vitest';
import { createSessionStore, type SessionEvent } from './store';

const encode = (claims: object) =>
  `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const inAnHour = () => Date.now() / 1000 + 3600;
const memberToken = encode({ sub: '4', RoleId: 2, companyId: 1, exp: inAnHour() });
const otherToken = encode({ sub: '5', RoleId: 2, companyId: 1, exp: inAnHour() });

function watched() {
  const store = createSessionStore();
  const events: SessionEvent[] = [];
  store.subscribe((event) => events.push(event));
  return { store, events };
}

describe('a session following other tabs', () => {
  it('signs in when another tab stores a token, and out when it removes it', () => {
    const { store, events } = watched();
    store.follow('token', memberToken);
    expect(store.get()).toMatchObject({ userId: 4 });
    store.follow('token', null);
    expect(store.get()).toBeNull();
    expect(events).toEqual(['signed-in', 'signed-out']);
  });

  it('follows a switch to another account and a cleared storage', () => {
    const { store, events } = watched();
    store.follow('token', memberToken);
    store.follow('token', otherToken);
    expect(store.get()).toMatchObject({ userId: 5 });
    store.follow(null, null);
    expect(store.get()).toBeNull();
    expect(events).toEqual(['signed-in', 'signed-in', 'signed-out']);
  });

  it('ignores other keys, the same token again, and tokens that are expired or broken', () => {
    const { store, events } = watched();
    store.follow('token', memberToken);
    store.follow('lang', 'en');
    store.follow('partnerToken', null);
    store.follow('token', memberToken);
    expect(events).toEqual(['signed-in']);
    store.follow('token', encode({ sub: '4', RoleId: 2, companyId: 1, exp: 1 }));
    expect(store.get()).toBeNull();
    store.follow('token', 'not-a-token');
    expect(events).toEqual(['signed-in', 'signed-out']);
  });
});

describe('a session read at boot', () => {
  // The member-page guard sends a deliberate sign-out home and anything else to sign-in: an
  // earlier sign-out (another story on the same page) must not send a fresh boot home.
  it('starts with nothing having happened to it', () => {
    const { store } = watched();
    store.follow('token', memberToken);
    store.follow('token', null);
    expect(store.lastEvent()).toBe('signed-out');
    store.restore();
    expect(store.lastEvent()).toBeNull();
    expect(store.get()).toBeNull();
  });
});
