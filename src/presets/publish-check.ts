// What a channel service runs on what an operator sends: a publish and a saved draft. Node only
// (the checks read schemas/ and the shipped bundles from disk, as `preset validate` does).
import { checkInputLimits, INPUT_LIMITS, parseJsonInput, problemFindings } from '@/lib/input-limits';
import { isObject, type BuiltPreset } from '@/lib/preset-check/built-preset';
import type { Finding } from '@/lib/preset-check/findings';
import { checkBuiltPreset } from './validate';

export type ParsedBody = { ok: true; value: unknown } | { ok: false; findings: Finding[] };

/**
 * A request body (raw JSON text) parsed within the limits of a whole config (INPUT_LIMITS.totalBytes,
 * depth checked on the text before JSON.parse): the value, or the findings (`where` names the input
 * in their messages). Refused keys are findings too: `__proto__` never reaches a parsed object.
 */
export function parseConfigBody(text: string, where = 'the published config'): ParsedBody {
  const parsed = parseJsonInput(text, INPUT_LIMITS.totalBytes);
  return parsed.ok ? parsed : { ok: false, findings: problemFindings(parsed.problems, where) };
}

/**
 * The findings of a publish: the channel (sections, general, translations, routes, screens, forms,
 * languages) checked as `preset validate` checks the preset it was built from, the input rules
 * (limits, own keys) first and alone when they refuse it. `fallbackLanguages` only for a caller that
 * sends no `languages`. Publish when no finding is an error.
 */
export function publishedChannelFindings(channel: unknown, fallbackLanguages: readonly string[] = []): Finding[] {
  if (!isObject(channel)) return [{ severity: 'error', check: 'input', pointer: '', message: 'the published config must be a JSON object' }];
  const refused = checkInputLimits(channel, 'the published config');
  if (refused.length > 0) return refused;
  const { languages, ...config } = channel;
  const candidate = { name: 'published', seed: {}, general: {}, translations: {}, ...config, languages: languages ?? [...fallbackLanguages] };
  return checkBuiltPreset(candidate as BuiltPreset);
}

/** A draft saved without publishing: only the input rules (a draft may be invalid, never over a limit or hostile). */
export const draftInputFindings = (draft: unknown): Finding[] => checkInputLimits(draft, 'the draft');
