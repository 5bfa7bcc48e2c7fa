/**
 * The public Firebase web configuration, read from Vite env at build time. These values are
 * public by design (they ship in every browser bundle); nothing secret belongs here.
 */

/** What `initializeApp` needs for messaging. */
export interface FirebaseWebConfig {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  authDomain?: string;
  storageBucket?: string;
}

export interface PushConfig {
  firebase: FirebaseWebConfig;
  /** The public web-push (VAPID) key a device token is requested with. */
  vapidKey: string;
}

/** Env as Vite exposes it on `import.meta.env`. */
export type PushEnv = Readonly<Record<string, unknown>>;

function read(env: PushEnv, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The push configuration, or null when any required value is missing: push is then off and
 * the app loads nothing of Firebase.
 */
export function readPushConfig(env: PushEnv = import.meta.env): PushConfig | null {
  const apiKey = read(env, 'VITE_FIREBASE_API_KEY');
  const projectId = read(env, 'VITE_FIREBASE_PROJECT_ID');
  const messagingSenderId = read(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID');
  const appId = read(env, 'VITE_FIREBASE_APP_ID');
  const vapidKey = read(env, 'VITE_FIREBASE_VAPID_KEY');
  if (!apiKey || !projectId || !messagingSenderId || !appId || !vapidKey) return null;
  const authDomain = read(env, 'VITE_FIREBASE_AUTH_DOMAIN');
  const storageBucket = read(env, 'VITE_FIREBASE_STORAGE_BUCKET');
  return {
    firebase: {
      apiKey,
      projectId,
      messagingSenderId,
      appId,
      ...(authDomain ? { authDomain } : {}),
      ...(storageBucket ? { storageBucket } : {}),
    },
    vapidKey,
  };
}
