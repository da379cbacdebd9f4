// The check's findings in the studio's language. The checks are the CLI's (`preset validate`, whose
// messages are English and name files); the studio reads each message it knows back into its parts
// and says it in the operator's language; in English the CLI's own message is shown, as `preset validate`
// prints it. A message it does not know (a new check) stays as written.
import type { Finding } from '@/lib/preset-check/findings';
import type { StudioT } from './studio-i18n';

type Reading = [RegExp, string, (m: RegExpExecArray) => Record<string, string>];

const q = '"([^"]*)"';
const READINGS: Reading[] = [
  [new RegExp(`^names the key ${q}, which has no text in the English bundle or the preset$`), 'keyWithoutText', (m) => ({ key: m[1]! })],
  [new RegExp(`^${q} is not a key of the English bundle: unused unless a screen or form names it$`), 'unusedKey', (m) => ({ key: m[1]! })],
  [/^has a text in (\S+) but none in (\S+)$/, 'textInOther', (m) => ({ other: m[1]!, language: m[2]! })],
  [/^(\d+) key\(s\) of the English bundle have no (\S+) text and show in English: (.*)$/, 'bundleMissing', (m) => ({ count: m[1]!, language: m[2]!, keys: m[3]! })],
  [/^has no (\S+) text: a \S+ channel shows the English one or the first given$/, 'noText', (m) => ({ language: m[1]! })],
  [new RegExp(`^route (\\S+) names screen ${q}, which does not exist`), 'noScreen', (m) => ({ path: m[1]!, screen: m[2]! })],
  [new RegExp(`^form ${q} does not exist`), 'noForm', (m) => ({ form: m[1]! })],
  [new RegExp(`^in-app link ${q} matches no route of routes\\.json$`), 'noRoute', (m) => ({ target: m[1]! })],
  [new RegExp(`^block id ${q} is used twice in screen ${q}`), 'idTwice', (m) => ({ id: m[1]!, screen: m[2]! })],
  [new RegExp(`^unknown block type ${q}`), 'unknownBlock', (m) => ({ type: m[1]! })],
  [new RegExp(`^unknown key ${q}`), 'unknownKey', (m) => ({ key: m[1]! })],
  [new RegExp(`^visible_until ${q} is not after visible_from ${q}`), 'windowOrder', (m) => ({ until: m[1]!, from: m[2]! })],
  [new RegExp(`^(visible_from|visible_until) ${q} is not a date and time that exists$`), 'noDate', (m) => ({ value: m[2]! })],
  [/^(.+): text (\S+) on (\S+) is ([\d.]+):1, below WCAG AA ([\d.]+):1/, 'contrast', (m) => ({ what: m[1]!, text: m[2]!, background: m[3]!, ratio: m[4]!, minimum: m[5]! })],
  [/^must be string$/, 'mustBeText', () => ({})],
  [/^must have required property '([^']*)'$/, 'required', (m) => ({ name: m[1]! })],
  [/^must be equal to one of the allowed values$/, 'allowedValues', () => ({})],
  [/^must match pattern "(.*)"$/, 'pattern', () => ({})],
];

/** A finding's message in the studio language `language` (a warning says so). */
export function findingText(t: StudioT, language: string, finding: Pick<Finding, 'message' | 'severity'>): string {
  let text = finding.message;
  for (const [pattern, key, values] of language === 'en' || language.startsWith('en_') ? [] : READINGS) {
    const m = pattern.exec(finding.message);
    if (m) {
      text = t(`findingWords.${key}` as 'findingWords.unusedKey', values(m));
      break;
    }
  }
  return finding.severity === 'error' ? text : t('findingWords.warning', { text });
}
