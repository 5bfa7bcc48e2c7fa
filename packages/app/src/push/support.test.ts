import { describe, expect, it } from 'vitest';
import { isPushSupported, type PushEnvironment } from './support';

const browser = (): PushEnvironment => ({
  navigator: { serviceWorker: {}, cookieEnabled: true },
  PushManager: function PushManager() {},
  Notification: function Notification() {},
  fetch: () => {},
});

describe('isPushSupported', () => {
  it('is true with service workers, the push manager, notifications, fetch and cookies', () => {
    expect(isPushSupported(browser())).toBe(true);
  });

  it.each([
    ['service workers', { navigator: { cookieEnabled: true } }],
    [
      'a secure context (serviceWorker undefined)',
      { navigator: { serviceWorker: undefined, cookieEnabled: true } },
    ],
    ['the push manager', { PushManager: undefined }],
    ['notifications', { Notification: undefined }],
    ['fetch', { fetch: undefined }],
    ['enabled cookies', { navigator: { serviceWorker: {}, cookieEnabled: false } }],
    ['a navigator', { navigator: undefined }],
  ])('is false without %s', (_, change) => {
    expect(isPushSupported({ ...browser(), ...change })).toBe(false);
  });

  it('is false in Node, which has none of it', () => {
    expect(isPushSupported()).toBe(false);
  });
});
