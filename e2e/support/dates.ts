/**
 * A day `days` from today in Jakarta (the demo company's zone), as the date picker takes it
 * typed (ddmmyyyy) and as the API writes it (yyyy-mm-dd).
 */
export function daysAhead(days: number) {
  const day = new Date(Date.now() + days * 86_400_000);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Jakarta',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(day);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    typed: `${part('day')}${part('month')}${part('year')}`,
    iso: `${part('year')}-${part('month')}-${part('day')}`,
  };
}
