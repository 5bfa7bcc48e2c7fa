import { describe, expect, it } from 'vitest';
import type { Language } from '@ajar/api/contract/languages';
import en from '../../../../../locales/en/common.json';
import id from '../../../../../locales/id/common.json';
import { dayInZone, formatEventTime, type TimedEvent } from './eventTime';

// The real translations, so the test reads what a learner reads.
const messages = { id, en } as Record<Language, Record<string, unknown>>;
const translate =
  (lang: Language) =>
  (key: string, values: Record<string, string> = {}) => {
    const template = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages[lang]);
    return String(template).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
const show = (
  event: TimedEvent,
  viewer: string,
  lang: Language = 'id',
  style: 'long' | 'short' | 'time' = 'time',
) => formatEventTime(translate(lang), lang, event, style, viewer);

// 10.00–12.00 in Jakarta: 03.00–05.00 UTC.
const webinar = {
  startsAt: '2031-03-04T03:00:00.000Z',
  endsAt: '2031-03-04T05:00:00.000Z',
  timeZone: 'Asia/Jakarta',
};

describe('event times', () => {
  it('show one time with the zone’s name when the viewer is in the same zone', () => {
    expect(show(webinar, 'Asia/Jakarta')).toBe('10.00–12.00 WIB');
    // Another city on the same clock is the same time.
    expect(show(webinar, 'Asia/Bangkok')).toBe('10.00–12.00 WIB');
  });

  it('add the viewer’s own time when their clock differs', () => {
    expect(show(webinar, 'Asia/Makassar')).toBe('10.00–12.00 WIB (11.00–13.00 waktu Anda)');
    expect(show(webinar, 'UTC')).toBe('10.00–12.00 WIB (03.00–05.00 waktu Anda)');
  });

  it('name WITA and WIT for events held there', () => {
    expect(show({ ...webinar, timeZone: 'Asia/Makassar' }, 'Asia/Makassar')).toBe(
      '11.00–13.00 WITA',
    );
    expect(show({ ...webinar, timeZone: 'Asia/Jayapura' }, 'Asia/Jakarta')).toBe(
      '12.00–14.00 WIT (10.00–12.00 waktu Anda)',
    );
  });

  it('read in English', () => {
    expect(show(webinar, 'Asia/Makassar', 'en')).toBe('10:00–12:00 WIB (11:00–13:00 your time)');
    expect(show(webinar, 'Asia/Jakarta', 'en', 'long')).toBe(
      'Tuesday, 4 March 2031, 10:00–12:00 WIB',
    );
  });

  it('carry the date as the page asks, and the viewer’s date when it is another day', () => {
    expect(show(webinar, 'Asia/Jakarta', 'id', 'short')).toBe('Sel, 4 Mar 2031 · 10.00–12.00 WIB');
    expect(show(webinar, 'Asia/Jakarta', 'id', 'long')).toBe(
      'Selasa, 4 Maret 2031, pukul 10.00–12.00 WIB',
    );
    // 08.00 in Jakarta is still the day before in Los Angeles.
    const early = { ...webinar, startsAt: '2031-03-04T01:00:00.000Z' };
    expect(show(early, 'America/Los_Angeles')).toBe(
      '08.00–12.00 WIB (Sen, 3 Mar 2031 · 17.00–21.00 waktu Anda)',
    );
  });

  it('say "pukul" before the time of a full date in Indonesian, as Indonesian writes it', () => {
    const opens = { startsAt: webinar.startsAt, timeZone: 'Asia/Jakarta' };
    expect(show(opens, 'Asia/Jakarta', 'id', 'long')).toBe('Selasa, 4 Maret 2031, pukul 10.00 WIB');
    expect(show(opens, 'Asia/Jakarta', 'en', 'long')).toBe('Tuesday, 4 March 2031, 10:00 WIB');
  });

  it('fall back to the company’s zone for an event without one', () => {
    expect(show({ ...webinar, timeZone: null }, 'Asia/Makassar')).toBe(
      '10.00–12.00 WIB (11.00–13.00 waktu Anda)',
    );
    expect(dayInZone('2031-03-03T20:00:00.000Z')).toBe('2031-03-04');
  });
});
