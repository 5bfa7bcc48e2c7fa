import { formatMessage } from '../internal/text';

/** The date and time of a submission in the locale's words, or the raw text if unreadable. */
export function formatSubmittedAt(
  value: Date | string,
  locale: string,
  timeZone: string | undefined,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

/** A machine-readable date for `<time dateTime>`. */
export function isoDate(value: Date | string): string | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** "12 mnt 5 dtk" from seconds, with the locale's template. */
export function formatDuration(totalSeconds: number, template: string): string {
  const s = Math.max(0, Math.round(totalSeconds));
  return formatMessage(template, { minutes: Math.floor(s / 60), seconds: s % 60 });
}
