import type { MyPoints } from '@ajar/api/contract';
import { myPoints } from '../shared/points.fixtures';

/** Past the last level's start: nothing further to reach. */
export const topLevel = (): MyPoints =>
  myPoints({
    balance: 4200,
    ranks: { week: 1, month: 1, all: 1 },
    periodPoints: { week: 130, month: 520 },
  });

/** The company shows everyone anonymously, whatever I choose. */
export const companyAnonymous = (): MyPoints => myPoints({ companyAnonymous: true });

/** Hidden from the boards: my ranks are still mine to see. */
export const hidden = (): MyPoints => myPoints({ visibility: 'hidden' });

/** The day of a ledger line as the page writes it, in the story's language. */
export const dayOf = (iso: string, lang: 'id' | 'en') =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(iso));

/** A change of points with its sign, as the page writes it. */
export const signedOf = (points: number, lang: 'id' | 'en') =>
  new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'id-ID', { signDisplay: 'exceptZero' }).format(
    points,
  );
