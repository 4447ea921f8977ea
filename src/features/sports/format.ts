/**
 * How the sportsbook writes its numbers: odds with two decimals in the page's digits (the same
 * digits and decimals as amounts, so they come from the one formatter), times in the page's
 * language.
 */
export { formatOdds } from '../../api/money';

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function timeFormat(language: string, withDay: boolean): Intl.DateTimeFormat {
  const key = `${language}:${withDay}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, withDay ? { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' } : { hour: '2-digit', minute: '2-digit' });
    timeFormats.set(key, format);
  }
  return format;
}

/** A kick-off: its time today, with the day when it is another day. */
export function formatKickoff(iso: string, language: string, now = new Date()): string {
  const at = new Date(iso);
  return timeFormat(language, at.toDateString() !== now.toDateString()).format(at);
}

/** hh:mm:ss of a read's asOf. */
export function formatClock(iso: string, language: string): string {
  return new Date(iso).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

export const formatDateTime = (iso: string, language: string) => timeFormat(language, true).format(new Date(iso));
