// Date-times in the channel's time zone (ChannelStatus.time_zone), whatever the browser's: the
// schedule form reads a `datetime-local` value as the channel's wall time and sends UTC; listed
// times are shown as the channel's wall time with the zone's name.
import { studioLocale } from '../studio-i18n';

/** How far `zone`'s wall clock is ahead of UTC (ms) at the instant `utcMs`. */
function offsetAt(utcMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(utcMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(utcMs / 1000) * 1000;
}

/** A `datetime-local` value ("2030-07-01T10:00") read as wall time in `zone`, as UTC ISO; null when malformed. */
export function zonedToUtc(local: string, zone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  // The offset at the guessed instant, then again at the corrected one (a day of a clock change).
  const first = wall - offsetAt(wall, zone);
  return new Date(wall - offsetAt(first, zone)).toISOString();
}

/** An instant as the channel's wall time with the zone, in the studio language's format, e.g. "1 Jul 2030, 10:00 Europe/Prague". */
export const inZone = (iso: string, zone: string, locale: string = studioLocale()) =>
  `${new Date(iso).toLocaleString(locale, { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' })} ${zone}`;
