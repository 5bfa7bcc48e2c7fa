import { describe, expect, it } from 'vitest';
import { readPushConfig } from './config';

const env = {
  VITE_FIREBASE_API_KEY: 'api-key',
  VITE_FIREBASE_PROJECT_ID: 'ajar-demo',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234567890',
  VITE_FIREBASE_APP_ID: '1:1234567890:web:abc',
  VITE_FIREBASE_VAPID_KEY: 'BPublicVapidKey',
};

describe('readPushConfig', () => {
  it('reads the public web config and the web-push key', () => {
    expect(readPushConfig(env)).toEqual({
      firebase: {
        apiKey: 'api-key',
        projectId: 'ajar-demo',
        messagingSenderId: '1234567890',
        appId: '1:1234567890:web:abc',
      },
      vapidKey: 'BPublicVapidKey',
    });
  });

  it('adds the optional auth domain and storage bucket when set', () => {
    const config = readPushConfig({
      ...env,
      VITE_FIREBASE_AUTH_DOMAIN: 'ajar-demo.firebaseapp.com',
      VITE_FIREBASE_STORAGE_BUCKET: 'ajar-demo.appspot.com',
    });
    expect(config?.firebase).toMatchObject({
      authDomain: 'ajar-demo.firebaseapp.com',
      storageBucket: 'ajar-demo.appspot.com',
    });
  });

  it.each(Object.keys(env))('is null (push off) without %s', (name) => {
    expect(readPushConfig({ ...env, [name]: undefined })).toBeNull();
    expect(readPushConfig({ ...env, [name]: '  ' })).toBeNull();
  });

  it('is null with no Firebase env at all', () => {
    expect(readPushConfig({ MODE: 'test' })).toBeNull();
  });
});
