// Wall-clock date-times of a channel ("2026-12-01T09:00", no offset) and the instants they name in the
// channel's time zone (an IANA name). Intl does the zone arithmetic, daylight saving included; no
// zone data is bundled. A wall time skipped by a spring-forward gap resolves to the instant after it.
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

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallAt(epoch: number, zone: string): Wall {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(epoch)).map((p) => [p.type, p.value]));
  return { year: +parts.year!, month: +parts.month!, day: +parts.day!, hour: +parts.hour! % 24, minute: +parts.minute!, second: +parts.second! };
}

/** How far the zone's wall clock is ahead of UTC at `epoch`, in milliseconds. */
const zoneOffset = (epoch: number, zone: string) => wallUtc(wallAt(Math.floor(epoch / 1000) * 1000, zone)) - Math.floor(epoch / 1000) * 1000;

/** The instant (epoch ms) a channel date-time names in `zone`, or null when it is not a date-time. */
export function zonedTimeToEpoch(value: unknown, zone: string): number | null {
  const wall = parseLocalDateTime(value);
  if (!wall) return null;
  const asUtc = wallUtc(wall);
  const first = asUtc - zoneOffset(asUtc, zone);
  const second = asUtc - zoneOffset(first, zone);
  // In a spring-forward gap the two guesses differ: the later one is the instant after the gap.
  return Math.max(first, second);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The channel date-time (`YYYY-MM-DDTHH:mm`) of an instant in `zone`. */
export function epochToZonedTime(epoch: number, zone: string): string {
  const w = wallAt(epoch, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}
