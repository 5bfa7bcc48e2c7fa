import type { Session } from './token';

/*
 * The renewal code is fetched the first time a token needs it: a visitor's first screen, and
 * most of a learner's page loads, never do (docs/decisions/0003-first-screen-budget.md).
 */
const renewModule = () => import('./renew');

export const renewToken = async (token: string) => (await renewModule()).renewToken(token);

export const renewSession = async (session: Session) => (await renewModule()).renewSession(session);
