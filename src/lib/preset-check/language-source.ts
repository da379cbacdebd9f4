import { languageFromGeneral } from '@/lib/i18n/languages';
import type { BuiltPreset } from './built-preset';
import type { Finding } from './findings';

/**
 * The channel language has one source: general.json `GENERAL.lang` (what the portal reads at boot),
 * and it is one of the preset's `languages` (whose texts the checks require and the backend serves).
 * A `lang` in sections/GENERAL.json is a second source the portal does not read: reported when it disagrees.
 */
export function checkLanguageSource(preset: Pick<BuiltPreset, 'general' | 'sections' | 'languages'>): Finding[] {
  const general = preset.general?.['GENERAL.lang'];
  const findings: Finding[] = [];
  const channel = languageFromGeneral(typeof general === 'string' ? general : undefined);
  const languages = preset.languages ?? [];
  if (!languages.includes(channel)) {
    findings.push({
      severity: 'error',
      check: 'language',
      pointer: '/general/GENERAL.lang',
      message: `the channel language is ${channel} (GENERAL.lang "${String(general ?? 'en')}") but the preset's languages are ${languages.join(', ') || 'none'}: the channel's own texts would be missing; add ${channel} to languages or change GENERAL.lang`,
    });
  }
  const second = preset.sections?.GENERAL?.lang;
  if (typeof second !== 'string' || second === general) return findings;
  findings.push({
    severity: 'error',
    check: 'language',
    pointer: '/sections/GENERAL/lang',
    message: `sections/GENERAL.json sets lang "${second}" but the channel language is general.json GENERAL.lang "${String(general ?? 'en')}"; the portal reads only general.json: remove lang here or make them agree`,
  });
  return findings;
}
