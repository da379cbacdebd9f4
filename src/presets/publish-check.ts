// What a channel service runs on what an operator sends: a publish and a saved draft. Node only
// (the checks read schemas/ and the shipped bundles from disk, as `preset validate` does).
import { checkInputLimits, INPUT_LIMITS, parseJsonInput, problemFindings } from '@/lib/input-limits';
import { channelFindings } from '@/channel/verdict';
import type { Finding } from '@/lib/preset-check/findings';
import { presetCheckInputs } from './validate';

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
 * The findings of a publish: the verdict (src/channel/verdict.ts) with what Node reads from disk.
 * `channelLanguages`: the channel's, for a config that sends no `languages`. Publish when no finding
 * is an error.
 */
export const publishedChannelFindings = (channel: unknown, channelLanguages: readonly string[] = []): Finding[] => channelFindings(channel, channelLanguages, presetCheckInputs());

/** A draft saved without publishing: only the input rules (a draft may be invalid, never over a limit or hostile). */
export const draftInputFindings = (draft: unknown): Finding[] => checkInputLimits(draft, 'the draft');
