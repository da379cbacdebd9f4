// The problems of an invalid portal.config.json, each with its reason, in any portal language. The
// precompiled validator carries no messages (to stay small), so each ajv error is kept as data
// (pointer, keyword, params) and worded here; a misspelt key gets the closest key of the schema.
import { portalConfigSchema } from '@/generated/sections';
import { fillBootText } from '@/lib/i18n/boot-error-texts';
import type { Language } from '@/lib/i18n/languages';
import { closest } from '@/lib/preset-check/did-you-mean';

/** One problem of the file: where (JSON pointer), what (the ajv keyword and params) and a likely fix. */
export type SettingsIssue = { pointer: string; keyword: string; params: Readonly<Record<string, unknown>>; suggestion?: string };

type AjvError = { instancePath: string; keyword: string; params: unknown };

const settingsKeys = Object.keys(portalConfigSchema.properties);
const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
const list = (value: unknown) => (Array.isArray(value) ? value.map(String).join(', ') : String(value));

/** The validator's errors as issues; an unknown or missing key is pointed at by its own name. */
export function settingsIssues(errors: readonly AjvError[] | null | undefined): SettingsIssue[] {
  return (errors ?? []).map((error) => {
    const params = (error.params ?? {}) as Record<string, unknown>;
    const base = error.instancePath;
    if (error.keyword === 'additionalProperties') {
      const key = String(params.additionalProperty);
      const suggestion = base === '' ? closest(key, settingsKeys) : undefined;
      return { pointer: `${base}/${escapeToken(key)}`, keyword: error.keyword, params, ...(suggestion ? { suggestion } : {}) };
    }
    if (error.keyword === 'required') return { pointer: `${base}/${escapeToken(String(params.missingProperty))}`, keyword: error.keyword, params };
    return { pointer: base || '/', keyword: error.keyword, params };
  });
}

/** `<pointer> <reason>` in `language`, e.g. `/chanelId unknown key "chanelId" (did you mean "channelId"?)`. */
export function describeSettingsIssue(issue: SettingsIssue, language: Language): string {
  const p = issue.params;
  let reason: string;
  switch (issue.keyword) {
    case 'additionalProperties':
      reason = fillBootText(language, 'unknownKey', { key: String(p.additionalProperty) });
      if (issue.suggestion) reason += ` (${fillBootText(language, 'didYouMean', { name: issue.suggestion })})`;
      break;
    case 'required':
      reason = fillBootText(language, 'required', { name: String(p.missingProperty) });
      break;
    case 'type':
      reason = fillBootText(language, 'type', { type: list(p.type) });
      break;
    case 'pattern':
    case 'format':
      reason = fillBootText(language, 'format');
      break;
    case 'enum':
      reason = fillBootText(language, 'enum', { values: list(p.allowedValues) });
      break;
    default:
      reason = fillBootText(language, 'other', { keyword: issue.keyword });
  }
  return `${issue.pointer} ${reason}`;
}
