/**
 * Sending push messages to devices, behind an interface: tests use `fakePushSender`, and a
 * real sender (Firebase Cloud Messaging) plugs in when configured. No FCM sender ships yet:
 * `firebase-admin` is not a dependency, and without credentials `pushSenderFromEnv` answers
 * null, so the delivery worker marks push rows skipped rather than pretending to send.
 */

export interface PushMessage {
  title: string;
  body: string;
  /** The spec's data: `id` de-duplicates on the device; `link` opens on a click. */
  data: { id: string; link: string };
}

/**
 * `unregistered`: the service says the token is gone for good (the app was removed, the
 * permission withdrawn); the token is deleted. `failed`: try again later.
 */
export type PushOutcome = 'sent' | 'unregistered' | 'failed';

export interface PushSender {
  /** One outcome per token, in the same order. */
  send(tokens: readonly string[], message: PushMessage): Promise<PushOutcome[]>;
}

export interface FakePushSender extends PushSender {
  sent: { token: string; message: PushMessage }[];
  /** What the next sends answer per token (default `sent`); `throw` fails the whole call. */
  answer: (token: string) => PushOutcome | 'throw';
}

export function fakePushSender(): FakePushSender {
  const fake: FakePushSender = {
    sent: [],
    answer: () => 'sent',
    async send(tokens, message) {
      const outcomes = tokens.map((token) => fake.answer(token));
      if (outcomes.includes('throw')) throw new Error('push service unreachable');
      tokens.forEach((token, i) => {
        if (outcomes[i] === 'sent') fake.sent.push({ token, message });
      });
      return outcomes as PushOutcome[];
    },
  };
  return fake;
}

/**
 * The configured sender, or null. An FCM sender goes here: loaded with `await import()` only
 * when FCM credentials are set, so the API neither loads nor needs it otherwise.
 */
export async function pushSenderFromEnv(
  env: Record<string, string | undefined> = process.env,
): Promise<PushSender | null> {
  if (!env.AJAR_FCM_SERVICE_ACCOUNT) return null;
  throw new Error(
    'AJAR_FCM_SERVICE_ACCOUNT is set, but this build has no FCM sender: add one behind PushSender',
  );
}
