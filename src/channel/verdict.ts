// The verdict: whether a config may go live (a publish, a proposal, a schedule, an import). The
// config as a built preset in the channel's languages, the input rules first and alone when they
// refuse it, then every check of ./findings.ts; an error among the findings keeps it from going live.
// Pure: the caller supplies the check inputs (Node: presetCheckInputs of src/presets/validate.ts;
// the studio: src/studio/check.ts).
import { checkInputLimits } from '@/lib/input-limits';
import { isObject } from '@/lib/preset-check/built-preset';
import type { Finding } from '@/lib/preset-check/findings';
import { presetOfConfig, type ChannelConfig } from './config';
import { presetFindings, type PresetCheckInputs } from './findings';

export type Problem = { pointer: string; message: string };

/**
 * The findings of a config sent to go live, checked as `preset validate` checks the preset it was
 * built from, in `languagesOf(config, channelLanguages)`. Not an object, or over a limit, or holding
 * a refused key: those findings alone (`where` names the input in their messages).
 */
export function channelFindings(config: unknown, channelLanguages: readonly string[], inputs: PresetCheckInputs, where = 'the published config'): Finding[] {
  if (!isObject(config)) return [{ severity: 'error', check: 'input', pointer: '', message: `${where} must be a JSON object` }];
  const refused = checkInputLimits(config, where);
  if (refused.length > 0) return refused;
  const candidate = presetOfConfig('published', config as ChannelConfig, channelLanguages);
  // A list of languages as sent, so the schema reports an unknown or repeated one rather than it being tidied away.
  const sent = config.languages;
  return presetFindings(Array.isArray(sent) && sent.length > 0 ? { ...candidate, languages: sent as string[] } : candidate, inputs);
}

/** The errors among the findings: what keeps a config from going live (empty: it may). */
export const verdictErrors = (findings: readonly Finding[]): Problem[] => findings.filter((f) => f.severity === 'error').map(({ pointer, message }) => ({ pointer, message }));
