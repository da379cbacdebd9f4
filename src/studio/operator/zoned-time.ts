// Date-times in the channel's time zone (ChannelStatus.time_zone), whatever the browser's: the
// schedule form reads a `datetime-local` value as the channel's wall time and sends UTC; listed
// times are shown as the channel's wall time with the zone's name. The zone arithmetic is
// src/lib/format/time-zone.ts's (one rule for clock changes everywhere).
import { zonedTimeToEpoch } from '@/lib/format/time-zone';
import { studioLocale } from '../studio-i18n';

/** A `datetime-local` value ("2030-07-01T10:00") read as wall time in `zone`, as UTC ISO; null when malformed. */
export function zonedToUtc(local: string, zone: string): string | null {
  const epoch = zonedTimeToEpoch(local, zone);
  return epoch === null ? null : new Date(epoch).toISOString();
}

/** An instant as the channel's wall time with the zone, in the studio language's format, e.g. "1 Jul 2030, 10:00 Europe/Prague". */
export const inZone = (iso: string, zone: string, locale: string = studioLocale()) =>
  `${new Date(iso).toLocaleString(locale, { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' })} ${zone}`;
