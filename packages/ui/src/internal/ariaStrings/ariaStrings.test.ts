import { describe, expect, it } from 'vitest';
import * as enUSModule from 'react-aria-components/i18n/en-US';
import { idAriaStrings } from './id';
import { ariaStringsFor } from './install';
import type { AriaFormatter, AriaPackageStrings, AriaString } from './types';

const english = (enUSModule as unknown as { default: AriaPackageStrings }).default;

/** A formatter as React Aria's LocalizedStringFormatter for `locale` (select, plural, number). */
const formatter = (locale: string): AriaFormatter => ({
  locale,
  number: (value) => new Intl.NumberFormat(locale).format(value),
  select: (options, value) => {
    const option = options[String(value)] ?? options.other ?? '';
    return typeof option === 'function' ? option() : option;
  },
  plural: (count, options) => {
    const option =
      options[`=${count}`] ?? options[new Intl.PluralRules(locale).select(count)] ?? options.other;
    return typeof option === 'function' ? option() : (option ?? '');
  },
});

const format = (message: AriaString | undefined, args: Record<string, unknown>, locale: string) =>
  typeof message === 'function' ? message(args, formatter(locale)) : message;

describe("React Aria's words in Indonesian", () => {
  it.each(Object.keys(idAriaStrings))(
    'has exactly the keys of the installed en-US dictionary of %s',
    (pkg) => {
      const keys = (strings: AriaPackageStrings) => Object.keys(strings[pkg] ?? {}).sort();
      const en = keys(english);
      const id = keys(idAriaStrings);
      expect({
        pkg,
        missingInIndonesian: en.filter((key) => !id.includes(key)),
        unknownToReactAria: id.filter((key) => !en.includes(key)),
      }).toEqual({ pkg, missingInIndonesian: [], unknownToReactAria: [] });
    },
  );

  it('formats each message in Indonesian, never with an English word or a gap', () => {
    const args = {
      date: '27 November 2026',
      dateRange: '2 – 6 November 2026',
      startDate: '2 November 2026',
      endDate: '6 November 2026',
      time: '09.00',
      optionText: 'Keuangan',
      optionCount: 3,
      groupTitle: 'Divisi',
      groupCount: 2,
      isGroupChange: true,
      isSelected: true,
      item: 'Keuangan',
      count: 2,
      link: 'https://ajar.id',
      minValue: '1 November 2026',
      maxValue: '30 November 2026',
    };
    for (const [pkg, messages] of Object.entries(idAriaStrings))
      for (const [key, message] of Object.entries(messages as Record<string, AriaString>)) {
        const text = format(message, args, 'id-ID');
        expect(text, `${pkg} ${key}`).not.toMatch(/undefined|\b(selected|available|Today)\b/);
      }
  });

  it('speaks the locale React Aria formats in: Indonesian for id-ID, its own English for en-GB', () => {
    const calendar = ariaStringsFor(idAriaStrings)['@react-aria/calendar'];
    const args = { date: 'Friday, 27 November 2026' };
    expect(format(calendar?.todayDateSelected, args, 'id-ID')).toBe(
      'Hari ini, Friday, 27 November 2026, dipilih',
    );
    expect(format(calendar?.todayDateSelected, args, 'en-GB')).toBe(
      'Today, Friday, 27 November 2026 selected',
    );
    const combobox = ariaStringsFor(idAriaStrings)['@react-aria/combobox'];
    expect(format(combobox?.countAnnouncement, { optionCount: 1 }, 'id-ID')).toBe(
      '1 pilihan tersedia.',
    );
    expect(format(combobox?.countAnnouncement, { optionCount: 1 }, 'en-GB')).toBe(
      '1 option available.',
    );
  });

  it("keeps React Aria's own dictionaries for the packages the kit does not translate", () => {
    const strings = ariaStringsFor(idAriaStrings);
    expect(Object.keys(strings).sort()).toEqual(Object.keys(english).sort());
    expect(strings['@react-aria/table']).toBe(english['@react-aria/table']);
  });
});
