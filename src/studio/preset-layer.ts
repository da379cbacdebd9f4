// The draft as a minimal layer over the preset it extends: only what differs, merged back by the
// rules of `preset build` (src/lib/preset-check/merge.ts): objects key by key (sections, general,
// seed, translations), routes by path, screens and forms by name (a changed one is written whole).
// What a layer cannot say (an inherited key or route removed, inherited routes reordered) is
// reported, never silently dropped.
import { isObject, type BuiltPreset, type Json } from '@/lib/preset-check/built-preset';
import { sameData } from './same-data';

/** The preset a draft extends, by the CLI's rule (presetChain): its `extends`, else `default` (none for default itself). */
export const parentName = (draft: Pick<BuiltPreset, 'name' | 'extends'>): string | undefined => draft.extends ?? (draft.name === 'default' ? undefined : 'default');

/** The keys of `over` that `deepMerge(base, layer)` needs to give `over` (removed keys cannot be said). */
function objectDiff(base: Json | undefined, over: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(over)) {
    const inherited = base?.[key];
    if (sameData(inherited, value)) continue;
    out[key] = isObject(inherited) && isObject(value) ? objectDiff(inherited, value) : value;
  }
  return out;
}

function namedDiff(base: Record<string, Json> | undefined, over: Record<string, Json> | undefined): Record<string, Json> {
  return Object.fromEntries(Object.entries(over ?? {}).filter(([name, value]) => !sameData(base?.[name], value)));
}

function routesDiff(base: Json | undefined, over: Json | undefined): Json | undefined {
  if (!over) return undefined;
  const inherited = (Array.isArray(base?.routes) ? base.routes : []) as Json[];
  const own = (Array.isArray(over.routes) ? over.routes : []) as Json[];
  const changed = own.filter((route) => !inherited.some((r) => sameData(r, route)));
  return changed.length > 0 ? { routes: changed } : undefined;
}

/** The draft's layer over `parent`: the same shape as a built preset, with only what differs. */
export function minimalLayer(draft: BuiltPreset, parent: BuiltPreset): BuiltPreset {
  const layer: BuiltPreset = {
    name: draft.name,
    extends: parentName(draft),
    languages: draft.languages,
    sections: objectDiff(parent.sections, draft.sections) as BuiltPreset['sections'],
    general: objectDiff(parent.general, draft.general),
    seed: objectDiff(parent.seed, draft.seed),
    translations: objectDiff(parent.translations, draft.translations) as BuiltPreset['translations'],
  };
  if (draft.description) layer.description = draft.description;
  const routes = routesDiff(parent.routes, draft.routes);
  if (routes) layer.routes = routes;
  const screens = namedDiff(parent.screens, draft.screens);
  if (Object.keys(screens).length > 0) layer.screens = screens;
  const forms = namedDiff(parent.forms, draft.forms);
  if (Object.keys(forms).length > 0) layer.forms = forms;
  return layer;
}

const PARTS = ['sections', 'general', 'seed', 'translations', 'routes', 'screens', 'forms'] as const;

/** The parts where `rebuilt` (the layer merged over its parent) is not the draft: what a layer cannot say. */
export function unsaid(draft: BuiltPreset, rebuilt: BuiltPreset): string[] {
  const out: string[] = [];
  for (const part of PARTS) {
    const want = (draft[part] ?? {}) as Json;
    const got = (rebuilt[part] ?? {}) as Json;
    for (const key of new Set([...Object.keys(want), ...Object.keys(got)])) {
      if (!sameData(want[key], got[key])) out.push(`${part}/${key}`);
    }
  }
  return out;
}
