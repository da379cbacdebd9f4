// The draft as a minimal layer over the preset it extends: only what differs, merged back by the
// rules of `preset build` (src/lib/preset-check/merge.ts): objects key by key, an inherited key the
// draft removed written as `null` (sections, general, seed, translations); routes by path; screens
// and forms by name, a changed inherited one as a patch (layer-patch.ts) when that is shorter than
// the whole; an inherited route hidden or brought back as `{ path, hidden }`. What a layer cannot say (an inherited route or screen removed, inherited routes
// reordered, a `null` value) is named by `unsaid`, and the export refuses it.
import { applyIdPatch } from '@/lib/id-patch';
import { isUnsafeKey } from '@/lib/own-keys';
import { isObject, type BuiltPreset, type Json } from '@/lib/preset-check/built-preset';
import { patchBetween } from './layer-patch';
import { tidyForm, type TidyableForm } from './tidy-form';
import { sameData } from './same-data';

/** The preset a draft extends, by the CLI's rule (presetChain): its `extends`, else `default` (none for default itself). */
export const parentName = (draft: Pick<BuiltPreset, 'name' | 'extends'>): string | undefined => draft.extends ?? (draft.name === 'default' ? undefined : 'default');

/** The keys `deepMerge(base, layer)` needs to give `over`: changed ones, and `null` for each removed one. */
function objectDiff(base: Json | undefined, over: Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(over)) {
    if (isUnsafeKey(key)) continue;
    const inherited = base && Object.hasOwn(base, key) ? base[key] : undefined;
    if (value === undefined || sameData(inherited, value)) continue;
    out[key] = isObject(inherited) && isObject(value) ? objectDiff(inherited, value) : value;
  }
  for (const [key, inherited] of Object.entries(base ?? {})) if (inherited !== undefined && over[key] === undefined) out[key] = null;
  return out;
}

/** A folder of files (sections, translations): a file removed whole clears each of its keys. */
function folderDiff(base: Record<string, Json>, over: Record<string, Json>): Record<string, Json> {
  const out = objectDiff(base, over);
  for (const [name, value] of Object.entries(out)) if (value === null) out[name] = Object.fromEntries(Object.keys(base[name] ?? {}).map((key) => [key, null]));
  return out as Record<string, Json>;
}

/** The form as the build leaves it after a patch: fields removed from required, ui:order... */
const tidied = (form: Json) => tidyForm(form as unknown as TidyableForm) as unknown as Json;

/** As the build merges a screen or form file over the inherited one. */
export function applyNamed(kind: 'screens' | 'forms', inherited: Json, file: Json): Json {
  if (!Array.isArray(file.patch) || 'blocks' in file || 'schema' in file) return file;
  const patched = applyIdPatch(inherited, file.patch as never);
  return kind === 'forms' ? tidied(patched) : patched;
}

/** A changed inherited screen or form: the patch when it builds back exactly and is shorter than the whole. */
function namedFile(kind: 'screens' | 'forms', inherited: Json | undefined, value: Json): Json {
  if (!isObject(inherited)) return value;
  const patch = { patch: patchBetween(inherited, value) };
  try {
    if (!sameData(applyNamed(kind, inherited, patch), value)) return value;
  } catch {
    return value;
  }
  return JSON.stringify(patch).length < JSON.stringify(value).length ? patch : value;
}

function namedDiff(kind: 'screens' | 'forms', base: Record<string, Json> | undefined, over: Record<string, Json> | undefined): Record<string, Json> {
  const changed = Object.entries(over ?? {}).filter(([name, value]) => !sameData(base?.[name], value));
  return Object.fromEntries(changed.map(([name, value]) => [name, namedFile(kind, base?.[name], value)]));
}

const withoutHidden = ({ hidden: _hidden, ...rest }: Json): Json => rest;

/** A changed route: `{ path, hidden }` when hiding or bringing back is all that changed, else the whole route. */
function routeEntry(route: Json, inherited: readonly Json[]): Json {
  const before = inherited.find((r) => r.path === route.path);
  if (before && sameData(withoutHidden(before), withoutHidden(route))) return { path: route.path, hidden: route.hidden === true };
  return route;
}

function routesDiff(base: Json | undefined, over: Json | undefined): Json | undefined {
  if (!over) return undefined;
  const inherited = (Array.isArray(base?.routes) ? base.routes : []) as Json[];
  const own = (Array.isArray(over.routes) ? over.routes : []) as Json[];
  const changed = own.filter((route) => !inherited.some((r) => sameData(r, route)));
  return changed.length > 0 ? { routes: changed.map((route) => routeEntry(route, inherited)) } : undefined;
}

/** The draft's layer over `parent`: the same shape as a built preset, with only what differs. */
export function minimalLayer(draft: BuiltPreset, parent: BuiltPreset): BuiltPreset {
  const layer: BuiltPreset = {
    name: draft.name,
    extends: parentName(draft),
    languages: draft.languages,
    sections: folderDiff(parent.sections, draft.sections),
    general: objectDiff(parent.general, draft.general),
    seed: objectDiff(parent.seed, draft.seed),
    translations: folderDiff(parent.translations, draft.translations) as BuiltPreset['translations'],
  };
  if (draft.description) layer.description = draft.description;
  const routes = routesDiff(parent.routes, draft.routes);
  if (routes) layer.routes = routes;
  const screens = namedDiff('screens', parent.screens, draft.screens);
  if (Object.keys(screens).length > 0) layer.screens = screens;
  const forms = namedDiff('forms', parent.forms, draft.forms);
  if (Object.keys(forms).length > 0) layer.forms = forms;
  return layer;
}

const PARTS = ['sections', 'general', 'seed', 'translations', 'routes', 'screens', 'forms'] as const;

/** A section or a language's texts that is empty holds nothing: the same as none. */
const held = (part: string, value: Json) => (part === 'sections' || part === 'translations' ? Object.fromEntries(Object.entries(value).filter(([, v]) => !(isObject(v) && Object.keys(v).length === 0))) : value);

/** The pointers (below `at`) where `got` is not `want`. */
function differences(want: unknown, got: unknown, at: string): string[] {
  if (sameData(want, got)) return [];
  if (!isObject(want) || !isObject(got)) return [at];
  const keys = new Set([...Object.keys(want), ...Object.keys(got)]);
  return [...keys].flatMap((key) => differences(want[key], got[key], `${at}/${key}`));
}

function routeDifferences(want: Json, got: Json): string[] {
  const paths = (value: Json) => (Array.isArray(value.routes) ? (value.routes as Json[]).map((r) => String(r.path)) : []);
  const [wanted, built] = [paths(want), paths(got)];
  const removed = built.filter((p) => !wanted.includes(p)).map((p) => `routes: ${p} removed`);
  if (removed.length > 0) return removed;
  return sameData(want, got) ? [] : ['routes: inherited routes reordered'];
}

/** Where `rebuilt` (the layer merged over its parent) is not the draft, in effect: what a layer cannot say. */
export function unsaid(draft: BuiltPreset, rebuilt: BuiltPreset): string[] {
  const out: string[] = [];
  for (const part of PARTS) {
    // A draft without structure (a live config whose backend serves none) runs the built-in one: nothing to say.
    if (draft[part] === undefined && (part === 'routes' || part === 'screens' || part === 'forms')) continue;
    const want = held(part, (draft[part] ?? {}) as Json);
    const got = held(part, (rebuilt[part] ?? {}) as Json);
    if (part === 'routes') out.push(...routeDifferences(want, got));
    else if ((part === 'screens' || part === 'forms') && !sameData(want, got)) {
      for (const name of new Set([...Object.keys(want), ...Object.keys(got)])) {
        if (want[name] === undefined) out.push(`${part}/${name} removed`);
        else out.push(...differences(want[name], got[name], `${part}/${name}`));
      }
    } else out.push(...differences(want, got, part));
  }
  return out;
}
