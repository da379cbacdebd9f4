import type { PortalSettings } from '@/generated/sections';
import { validatePortalSettings } from '@/generated/validators-portal-settings.js';

export type RuntimeSettings = PortalSettings & { authStorage: 'local' | 'session'; demo: boolean };

export class RuntimeSettingsError extends Error {
  readonly problems: string[];

  constructor(message: string, problems: string[] = []) {
    super(message);
    this.name = 'RuntimeSettingsError';
    this.problems = problems;
  }
}

export const RUNTIME_SETTINGS_FILE = 'portal.config.json';

/** Validates the deployment's settings file; defaults are filled in, problems are named by pointer. */
export function parseRuntimeSettings(raw: unknown): RuntimeSettings {
  const candidate = raw && typeof raw === 'object' && !Array.isArray(raw) ? structuredClone(raw) : raw;
  if (!validatePortalSettings(candidate)) {
    const problems = (validatePortalSettings.errors ?? []).map(
      (error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`,
    );
    throw new RuntimeSettingsError(`${RUNTIME_SETTINGS_FILE} is invalid`, problems);
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
    throw new RuntimeSettingsError(`${RUNTIME_SETTINGS_FILE} could not be loaded (network error)`);
  }
  if (!response.ok) throw new RuntimeSettingsError(`${RUNTIME_SETTINGS_FILE} is missing (HTTP ${response.status})`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RuntimeSettingsError(`${RUNTIME_SETTINGS_FILE} is not valid JSON`);
  }
  return parseRuntimeSettings(body);
}
