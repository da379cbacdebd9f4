// GENERAL.custom_css read by the portal's own checker (@/lib/sanitize/custom-css): text that does not
// parse completely (a `{`, `(` or comment never closed swallows every later rule) is an error with
// its line and column; each rule or declaration the allow-list drops is a warning.
import { checkCustomCss } from '@/lib/sanitize/custom-css';
import type { BuiltPreset } from './built-preset';
import type { Finding } from './findings';

export const CUSTOM_CSS_POINTER = '/sections/GENERAL/custom_css';

export function checkCustomCssFindings(preset: BuiltPreset): Finding[] {
  const css = preset.sections?.GENERAL?.custom_css;
  if (typeof css !== 'string' || css.trim() === '') return [];
  const { warnings, incomplete } = checkCustomCss(css);
  const findings: Finding[] = warnings.map((warning) => ({ severity: 'warning', check: 'schema', pointer: CUSTOM_CSS_POINTER, message: `custom CSS ${warning}` }));
  if (incomplete) {
    findings.unshift({
      severity: 'error',
      check: 'schema',
      pointer: CUSTOM_CSS_POINTER,
      message: `custom CSS does not parse completely at line ${incomplete.line}, column ${incomplete.column}: ${incomplete.message}`,
    });
  }
  return findings;
}
