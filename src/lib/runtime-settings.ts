import type { PortalSettings } from '@/generated/sections';
import { validatePortalSettings } from '@/generated/validators-portal-settings.js';
import { fillBootText } from '@/lib/i18n/boot-error-texts';
import type { Language } from '@/lib/i18n/languages';
import { describeSettingsIssue, settingsIssues, type SettingsIssue } from './runtime-settings-problems';

export type RuntimeSettings = PortalSettings & { authStorage: 'local' | 'session'; demo: boolean };

export const RUNTIME_SETTINGS_FILE = 'portal.config.json';

type Reason = { kind: 'network' } | { kind: 'missing'; status: number } | { kind: 'not-json' } | { kind: 'invalid' };

/**
 * What is wrong with the file. `message` and `problems` are in English (logs, tests); the boot error
 * screen words the same `reason` and `issues` in the portal's language (`describe`).
 */
export class RuntimeSettingsError extends Error {
  readonly problems: string[];

  constructor(
    readonly reason: Reason,
    readonly issues: readonly SettingsIssue[] = [],
    /** The file's own `language`, when it names one: the screen's language on a first visit. */
    readonly language?: string,
  ) {
    super(describeReason(reason, 'en'));
    this.name = 'RuntimeSettingsError';
    this.problems = issues.map((issue) => describeSettingsIssue(issue, 'en'));
  }

  /** The message and each problem with its reason, in `language`. */
  describe(language: Language): { title: string; problems: string[] } {
    return { title: describeReason(this.reason, language), problems: this.issues.map((issue) => describeSettingsIssue(issue, language)) };
  }
}

function describeReason(reason: Reason, language: Language): string {
  const file = RUNTIME_SETTINGS_FILE;
  if (reason.kind === 'missing') return fillBootText(language, 'missing', { file, status: reason.status });
  return fillBootText(language, reason.kind === 'not-json' ? 'notJson' : reason.kind, { file });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Validates the deployment's settings file; defaults are filled in, problems are named by pointer. */
export function parseRuntimeSettings(raw: unknown): RuntimeSettings {
  const candidate = raw && typeof raw === 'object' && !Array.isArray(raw) ? structuredClone(raw) : raw;
  if (!validatePortalSettings(candidate)) {
    const own = isRecord(raw) && Object.hasOwn(raw, 'language') && typeof raw.language === 'string' ? raw.language : undefined;
    throw new RuntimeSettingsError({ kind: 'invalid' }, settingsIssues(validatePortalSettings.errors), own);
  }
  return candidate as RuntimeSettings;
}

/**
 * Where index.html lives: the app's base path, not the current document's URL, so a deep link
 * such as /coupon/c-3 still finds /portal.config.json (not /coupon/portal.config.json).
 */
export function appBaseUri(): string {
  return new URL(import.meta.env.BASE_URL, document.baseURI).href;
}

/** Reads portal.config.json beside index.html: one build serves any backend. */
export async function loadRuntimeSettings(baseUri: string = appBaseUri()): Promise<RuntimeSettings> {
  const url = new URL(RUNTIME_SETTINGS_FILE, baseUri);
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new RuntimeSettingsError({ kind: 'network' });
  }
  if (!response.ok) throw new RuntimeSettingsError({ kind: 'missing', status: response.status });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RuntimeSettingsError({ kind: 'not-json' });
  }
  return parseRuntimeSettings(body);
}
