// Findings (JSON pointers into the draft) as rjsf error schemas for one part of the draft.
import type { ErrorSchema } from '@rjsf/utils';
import { isUnsafeKey } from '@/lib/own-keys';
import { i18n } from '@/lib/i18n';
import type { Finding } from '@/lib/preset-check/findings';
import { findingText } from './finding-words';
import { STUDIO_NS } from './studio-i18n';

const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');
export const tokensOf = (pointer: string): string[] => (pointer === '' ? [] : pointer.slice(1).split('/').map(unescape));

/** The error findings under `prefix` (e.g. /sections/VISUAL) as an error schema relative to it. */
export function errorSchemaAt(findings: readonly Finding[], prefix: string): ErrorSchema<Record<string, unknown>> {
  const root: Record<string, unknown> = {};
  for (const finding of findings) {
    if (finding.pointer !== prefix && !finding.pointer.startsWith(`${prefix}/`)) continue;
    let node = root;
    for (const token of tokensOf(finding.pointer.slice(prefix.length))) {
      // A refused key's finding stays on the object holding it (never on Object.prototype).
      if (isUnsafeKey(token)) break;
      node = (node[token] ??= {}) as Record<string, unknown>;
    }
    const errors = ((node.__errors ??= []) as string[]);
    errors.push(findingText(i18n.getFixedT(null, STUDIO_NS), i18n.language ?? 'en', finding));
  }
  return root as ErrorSchema<Record<string, unknown>>;
}

export const countUnder = (findings: readonly Finding[], prefix: string) =>
  findings.filter((f) => f.severity === 'error' && (f.pointer === prefix || f.pointer.startsWith(`${prefix}/`))).length;
