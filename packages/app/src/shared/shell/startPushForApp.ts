import { startPush, type PushHandle } from '../../push';

let started: Promise<PushHandle | null> | undefined;

/** Push for this page, started once; a later sign-in reuses it. */
export function startPushForApp(): Promise<PushHandle | null> {
  started ??= startPush();
  return started;
}
