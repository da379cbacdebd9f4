// ajv errors of the preset schema as `preset validate` prints them: one finding per pointer and
// message, "unknown key ... (did you mean ...)", the schema's description for a pattern. Shared by
// the CLI (src/presets/schema-check.ts) and the studio, which compile the same schemas.
import type { ErrorObject } from 'ajv';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { didYouMean } from './did-you-mean';
import type { Finding } from './findings';

const firstSentence = (text: unknown) => (typeof text === 'string' ? text.split(/\.(\s|$)/)[0] : undefined);
const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

function pointerOf(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  const key = error.keyword === 'additionalProperties' ? p.additionalProperty : (error as { propertyName?: string }).propertyName;
  return typeof key === 'string' ? `${error.instancePath}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}` : error.instancePath;
}

function messageOf(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    const known = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {}).filter((k) => k !== '$schema');
    return `unknown key "${String(p.additionalProperty)}"${didYouMean(String(p.additionalProperty), known)}`;
  }
  if ((error as { propertyName?: string }).propertyName !== undefined) return `key name ${error.message ?? 'is invalid'}`;
  if (error.keyword === 'pattern') {
    const expected = firstSentence((error.parentSchema as { description?: unknown } | undefined)?.description);
    return `${show(error.data)} has an invalid format${expected ? `: expected ${expected}` : ''}`;
  }
  if (error.keyword === 'enum') return `${show(error.data)} must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
  return `${error.message ?? error.keyword}${error.keyword === 'type' ? ` (got ${show(error.data)})` : ''}`;
}

const combinators = new Set(['if', 'anyOf', 'oneOf', 'allOf', 'not']);

/** Findings of a validator compiled with `allErrors` and `verbose` (data and parentSchema are read). */
export function schemaFindings(errors: readonly ErrorObject[]): Finding[] {
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const error of errors) {
    const pointer = pointerOf(error);
    // if/anyOf... only summarise deeper errors: keep one when it stands alone.
    if (combinators.has(error.keyword) && errors.some((e) => e !== error && !combinators.has(e.keyword) && pointerOf(e).startsWith(pointer))) continue;
    const message = messageOf(error);
    if (seen.has(pointer + message)) continue;
    seen.add(pointer + message);
    findings.push({ severity: 'error', check: 'schema', pointer, message });
  }
  return findings;
}

/** Schema findings of a built preset (empty when valid), from the compiled or the precompiled validator. */
export function checkPresetSchema(validate: ValidateFunction, preset: unknown): Finding[] {
  if (validate(preset)) return [];
  return schemaFindings(validate.errors ?? []);
}
