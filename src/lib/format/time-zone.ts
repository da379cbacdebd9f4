// Wall-clock date-times of a channel ("2026-12-01T09:00", no offset) and the instants they name in the
// channel's time zone (an IANA name): the one implementation of zone arithmetic in the project (the
// portal, the studio, the service and the CLIs). @date-fns/tz reads offsets from Intl, daylight
// saving included; no zone data is bundled.
import { tzOffset } from '@date-fns/tz';
import type { Language } from '@/lib/i18n/languages';

/** The schema's pattern of a channel date-time: `YYYY-MM-DDTHH:mm` with optional `:ss`, no offset. */
export const LOCAL_DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?$';
const localDateTime = new RegExp(LOCAL_DATE_TIME_PATTERN);

/** The zone of a channel that names none: its language's country (English: UTC). */
export const languageTimeZones: Record<Language, string> = {
  bg: 'Europe/Sofia',
  cs: 'Europe/Prague',
  en: 'UTC',
  en_GB: 'Europe/London',
  pl: 'Europe/Warsaw',
  ro: 'Europe/Bucharest',
  sk: 'Europe/Bratislava',
  fr: 'Europe/Paris',
};

/** Whether Intl knows `zone` as a time zone. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The channel's time zone: `GENERAL.time_zone` when Intl knows it, else its language's. */
export function channelTimeZone(configured: unknown, language: Language): string {
  return isTimeZone(configured) ? configured : languageTimeZones[language];
}

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };
const wallUtc = (w: Wall) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** The parts of a channel date-time, or null when it is not one (pattern, or no such day or hour). */
export function parseLocalDateTime(value: unknown): Wall | null {
  if (typeof value !== 'string' || !localDateTime.test(value)) return null;
  const [year, month, day, hour, minute, second = 0] = value.split(/[-T:]/).map(Number) as number[];
  const wall = { year, month, day, hour, minute, second } as Wall;
  const check = new Date(wallUtc(wall));
  const real =
    check.getUTCFullYear() === wall.year && check.getUTCMonth() === wall.month - 1 && check.getUTCDate() === wall.day && wall.hour < 24 && wall.minute < 60 && wall.second < 60;
  return real ? wall : null;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** The zone's offset from UTC at `epoch`, in ms (@date-fns/tz reads it from Intl). */
const offsetAt = (epoch: number, zone: string) => tzOffset(zone, new Date(epoch)) * MINUTE;

/**
 * The instant (epoch ms) a channel date-time names in `zone`, or null when it is not a date-time.
 * The one rule for wall times that a clock change makes odd: a time skipped
 * by a spring-forward gap is read with the offset before the gap (02:30 in Prague on the last Sunday
 * of March is 03:30 summer time), and a time that occurs twice at a fall-back is its later occurrence
 * (as @date-fns/tz's TZDate reads it).
 */
export function zonedTimeToEpoch(value: unknown, zone: string): number | null {
  const wall = parseLocalDateTime(value);
  if (!wall) return null;
  const asUtc = wallUtc(wall);
  const before = offsetAt(asUtc - DAY, zone);
  const after = offsetAt(asUtc + DAY, zone);
  const fits = [asUtc - before, asUtc - after].filter((epoch) => epoch + offsetAt(epoch, zone) === asUtc);
  if (fits.length === 0) return Number.isNaN(before) ? null : asUtc - before;
  return Math.max(...fits);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The channel date-time (`YYYY-MM-DDTHH:mm`) of an instant in `zone`. */
export function epochToZonedTime(epoch: number, zone: string): string {
  const w = new Date(Math.floor(epoch / MINUTE) * MINUTE + offsetAt(epoch, zone));
  return `${w.getUTCFullYear()}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}T${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`;
}
