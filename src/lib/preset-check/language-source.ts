import type { BuiltPreset } from './built-preset';
import type { Finding } from './findings';

/**
 * The channel language has one source: general.json `GENERAL.lang` (what the portal reads at boot). A
 * `lang` in sections/GENERAL.json is a second one the portal does not read: reported when it disagrees.
 */
export function checkLanguageSource(preset: Pick<BuiltPreset, 'general' | 'sections'>): Finding[] {
  const general = preset.general?.['GENERAL.lang'];
  const second = preset.sections?.GENERAL?.lang;
  if (typeof second !== 'string' || second === general) return [];
  return [{
    severity: 'error',
    check: 'language',
    pointer: '/sections/GENERAL/lang',
    message: `sections/GENERAL.json sets lang "${second}" but the channel language is general.json GENERAL.lang "${String(general ?? 'en')}"; the portal reads only general.json: remove lang here or make them agree`,
  }];
}
