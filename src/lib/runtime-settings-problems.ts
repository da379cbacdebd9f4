// The problems of an invalid portal.config.json, each with its reason, in any portal language. The
// precompiled validator carries no messages (to stay small), so each ajv error is kept as data
// (pointer, keyword, params: RuntimeSettingsError) and worded here; a misspelt key gets the closest
// key of the schema. Loaded when the boot error screen shows (src/app/render.tsx), not on the first route.
import { portalConfigSchema } from '@/generated/sections';
import { fillBootText, type BootTexts } from '@/lib/i18n/boot-error-texts';
import { closest } from '@/lib/preset-check/did-you-mean';
import { describeReason, type RuntimeSettingsError, type SettingsValidationError } from '@/lib/runtime-settings';

/** One problem of the file: where (JSON pointer), what (the ajv keyword and params) and a likely fix. */
export type SettingsIssue = { pointer: string; keyword: string; params: Readonly<Record<string, unknown>>; suggestion?: string };

const settingsKeys = Object.keys(portalConfigSchema.properties);
const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
const list = (value: unknown) => (Array.isArray(value) ? value.map(String).join(', ') : String(value));

/** The validator's errors as issues; an unknown or missing key is pointed at by its own name. */
export function settingsIssues(errors: readonly SettingsValidationError[]): SettingsIssue[] {
  return errors.map((error) => {
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

/** `<pointer> <reason>` in the language of `texts`, e.g. `/chanelId unknown key "chanelId" (did you mean "channelId"?)`. */
export function describeSettingsIssue(issue: SettingsIssue, texts: BootTexts): string {
  const p = issue.params;
  let reason: string;
  switch (issue.keyword) {
    case 'additionalProperties':
      reason = fillBootText(texts, 'unknownKey', { key: String(p.additionalProperty) });
      if (issue.suggestion) reason += ` (${fillBootText(texts, 'didYouMean', { name: issue.suggestion })})`;
      break;
    case 'required':
      reason = fillBootText(texts, 'required', { name: String(p.missingProperty) });
      break;
    case 'type':
      reason = fillBootText(texts, 'type', { type: list(p.type) });
      break;
    case 'pattern':
    case 'format':
      reason = fillBootText(texts, 'format');
      break;
    case 'enum':
      reason = fillBootText(texts, 'enum', { values: list(p.allowedValues) });
      break;
    default:
      reason = fillBootText(texts, 'other', { keyword: issue.keyword });
  }
  return `${issue.pointer} ${reason}`;
}

/** The boot error screen's title and each problem with its reason, in the language of `texts`. */
export function describeSettingsError(error: RuntimeSettingsError, texts: BootTexts): { title: string; problems: string[] } {
  return { title: describeReason(error.reason, texts), problems: settingsIssues(error.errors).map((issue) => describeSettingsIssue(issue, texts)) };
}
