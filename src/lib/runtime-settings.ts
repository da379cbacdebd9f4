import type { PortalSettings } from '@/generated/sections';
import { validatePortalSettings } from '@/generated/validators-portal-settings.js';
import { englishBootTexts, fillBootText, type BootTexts } from '@/lib/i18n/boot-error-texts';

export type RuntimeSettings = PortalSettings & { authStorage: 'local' | 'session'; demo: boolean };

export const RUNTIME_SETTINGS_FILE = 'portal.config.json';

type Reason = { kind: 'network' } | { kind: 'missing'; status: number } | { kind: 'not-json' } | { kind: 'invalid' };

/** One error of the file's validator, as data: the precompiled validator carries no messages. */
export type SettingsValidationError = { instancePath: string; keyword: string; params: unknown };

/**
 * What is wrong with the file. `message` is in English (logs); the boot error screen words the same
 * `reason` and each of the validator's `errors` in the portal's language
 * (runtime-settings-problems.ts, loaded when the screen shows).
 */
export class RuntimeSettingsError extends Error {
  constructor(
    readonly reason: Reason,
    readonly errors: readonly SettingsValidationError[] = [],
    /** The file's own `language`, when it names one: the screen's language on a first visit. */
    readonly language?: string,
  ) {
    super(describeReason(reason, englishBootTexts));
    this.name = 'RuntimeSettingsError';
  }
}

/** The screen's title for `reason`, in the language of `texts`. */
export function describeReason(reason: Reason, texts: BootTexts): string {
  const file = RUNTIME_SETTINGS_FILE;
  if (reason.kind === 'missing') return fillBootText(texts, 'missing', { file, status: reason.status });
  return fillBootText(texts, reason.kind === 'not-json' ? 'notJson' : reason.kind, { file });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Validates the deployment's settings file; defaults are filled in, problems are named by pointer. */
export function parseRuntimeSettings(raw: unknown): RuntimeSettings {
  const candidate = raw && typeof raw === 'object' && !Array.isArray(raw) ? structuredClone(raw) : raw;
  if (!validatePortalSettings(candidate)) {
    const own = isRecord(raw) && Object.hasOwn(raw, 'language') && typeof raw.language === 'string' ? raw.language : undefined;
    throw new RuntimeSettingsError({ kind: 'invalid' }, validatePortalSettings.errors ?? [], own);
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
