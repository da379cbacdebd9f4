// What the studio opens: a channel preset of the demo backend (as `preset build` gives it) or the
// live config the backend serves through the contract.
import { api, call } from '@/lib/api/client';
import { getConfigSection, type SectionName } from '@/lib/api/operations/get-config-section';
import { getPortalStructure } from '@/lib/api/operations/get-portal-structure';
import { getTranslations } from '@/lib/api/operations/get-translations';
import { sectionNames } from '@/generated/sections';
import { isObject, type BuiltPreset, type Json } from '@/lib/preset-check/built-preset';
import { languageFromGeneral, supportedLanguages } from '@/lib/i18n/languages';
import { shippedTexts } from './shipped-texts';

export const LIVE = 'live';

/** A demo member; `state` is the member state it shows (verified, unverified, no-points, staff). */
export type DemoAccount = { email: string; password: string; description: string; state?: string };
export type DemoState = { presets: string[]; preset: string; accounts: DemoAccount[] };

/** The demo backend's control endpoints (absent against a real backend: null). */
export async function demoState(apiBaseUrl: string): Promise<DemoState | null> {
  try {
    const response = await fetch(new URL('__demo/state', new URL(apiBaseUrl, window.location.href)));
    if (!response.ok) return null;
    return (await response.json()) as DemoState;
  } catch {
    return null;
  }
}

export async function openPreset(apiBaseUrl: string, name: string): Promise<BuiltPreset> {
  const response = await fetch(new URL(`__demo/presets/${encodeURIComponent(name)}`, new URL(apiBaseUrl, window.location.href)));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as BuiltPreset;
}

/** The texts the channel sets itself: served texts that differ from the shipped bundle. */
function ownTexts(language: string, served: Record<string, string>): Record<string, string> {
  const shipped = shippedTexts(language);
  return Object.fromEntries(Object.entries(served).filter(([key, text]) => shipped[key] !== text));
}

/** The backend's live config, in the shape of a built preset. */
export async function openLive(): Promise<BuiltPreset> {
  const publicConfig = await call(api().GET('/platform/config/public'), { silent: true });
  const general = (publicConfig.general ?? {}) as Json;
  const [structure, ...sections] = await Promise.all([
    getPortalStructure().catch(() => ({})),
    ...sectionNames.map((name) => getConfigSection(name as SectionName).catch(() => undefined)),
  ]);
  const nested = isObject(general.GENERAL) ? general.GENERAL.lang : undefined;
  const language = languageFromGeneral(String(general['GENERAL.lang'] ?? nested ?? 'en'));
  const languages = [language, ...supportedLanguages.filter((l) => l !== language)];
  const translations: Record<string, Record<string, string>> = {};
  await Promise.all(
    languages.map(async (l) => {
      const served = await getTranslations(l).catch(() => null);
      const own = served ? ownTexts(l, served as Record<string, string>) : {};
      if (Object.keys(own).length > 0 || l === language) translations[l] = own;
    }),
  );
  const built: BuiltPreset = {
    name: 'live',
    // In the order asked (the channel language first), not the order the answers came in.
    languages: languages.filter((l) => Object.hasOwn(translations, l)),
    sections: Object.fromEntries(sectionNames.flatMap((name, i) => (isObject(sections[i]) ? [[name, sections[i]]] : []))),
    general,
    translations,
    seed: {},
  };
  if (isObject(structure)) {
    for (const key of ['routes', 'screens', 'forms'] as const) if (isObject(structure[key])) built[key] = structure[key] as never;
  }
  return built;
}
