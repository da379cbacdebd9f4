// Visibility windows of blocks (`visible_from` / `visible_until`, schemas/screens.schema.json) and the
// channel's time zone (sections GENERAL.time_zone). The schema checks the shape of a date-time; this
// checks what a pattern cannot: a date that does not exist (2026-02-30T10:00), a window that never
// opens (`visible_until` not after `visible_from`) and a zone name Intl does not know. The portal
// hides a block whose window is broken, so each is an error.
import { channelTimeZone, isTimeZone, LOCAL_DATE_TIME_PATTERN, zonedTimeToEpoch } from '@/lib/format/time-zone';
import { languageFromGeneral } from '@/lib/i18n/languages';
import { isObject, type BuiltPreset } from './built-preset';
import type { Finding } from './findings';

const shaped = new RegExp(LOCAL_DATE_TIME_PATTERN);
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export function checkVisibilityWindows(preset: Pick<BuiltPreset, 'general' | 'sections' | 'screens'>): Finding[] {
  const findings: Finding[] = [];
  const configured = preset.sections?.GENERAL?.time_zone;
  if (typeof configured === 'string' && !isTimeZone(configured)) {
    findings.push({ severity: 'error', check: 'schema', pointer: '/sections/GENERAL/time_zone', message: `"${configured}" is not a time zone (an IANA name such as Europe/Prague)` });
  }
  const lang = preset.general?.['GENERAL.lang'];
  const zone = channelTimeZone(configured, languageFromGeneral(typeof lang === 'string' ? lang : undefined));
  const walk = (blocks: unknown, base: string) => {
    if (!Array.isArray(blocks)) return;
    blocks.forEach((block, index) => {
      if (!isObject(block)) return;
      const at = `${base}/${index}`;
      const instant = (key: 'visible_from' | 'visible_until') => {
        const value = block[key];
        if (typeof value !== 'string' || !shaped.test(value)) return undefined;
        const epoch = zonedTimeToEpoch(value, zone);
        if (epoch === null) findings.push({ severity: 'error', check: 'schema', pointer: `${at}/${key}`, message: `${key} "${value}" is not a date and time that exists` });
        return epoch ?? undefined;
      };
      const from = instant('visible_from');
      const until = instant('visible_until');
      if (from !== undefined && until !== undefined && until <= from) {
        findings.push({
          severity: 'error',
          check: 'schema',
          pointer: `${at}/visible_until`,
          message: `visible_until "${String(block.visible_until)}" is not after visible_from "${String(block.visible_from)}": the block would never show`,
        });
      }
      walk(block.children, `${at}/children`);
    });
  };
  for (const [name, screen] of Object.entries(preset.screens ?? {})) walk(isObject(screen) ? screen.blocks : undefined, `/screens/${escape(name)}/blocks`);
  return findings;
}
