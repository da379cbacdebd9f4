// A value both the draft and a newer live version changed (a MergeConflict of src/lib/config-merge),
// in an operator's words, in the studio's language: where it is said as the Changes view says it
// ("Visual section: Color › Primary", "page /tipy", "banner “ny” on home", "text home.welcome in cs"),
// never as a JSON pointer; each value whole (never cut off), a colour with its swatch.
import type { MergeConflict } from '@/lib/config-merge/three-way';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import type { DiffEntry } from '@/lib/preset-check/diff';
import { changeWords } from './change-words';
import type { StudioT } from './studio-i18n';
import { studioLocale } from './studio-i18n';

/** A value as shown: its words, and the colour a swatch shows when it is one. */
export type ConflictValue = { text: string; colour?: string };
export type ConflictLine = { pointer: string; where: string; mine: ConflictValue; theirs: ConflictValue };

const COLOUR = /^(#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgb|rgba|hsl|hsla)\([^)]*\))$/i;

/**
 * The Changes view's line keys that say a change, mapped to the words of the place alone (the
 * conflict shows the two values itself). Keys not listed (a block's name, a section, a route's
 * setting) are the Changes view's own.
 */
const PLACE: Record<string, (o: Record<string, unknown>, t: StudioT) => string> = {
  'changeWords.set': (o) => String(o.where),
  'changeWords.cleared': (o) => String(o.where),
  'changeWords.changed': (o) => String(o.where),
  'changeWords.pageAdded': (o, t) => t('conflictWords.page', { name: o.name }),
  'changeWords.pageRemoved': (o, t) => t('conflictWords.page', { name: o.name }),
  'changeWords.routeMovedAbove': (o, t) => t('conflictWords.page', { name: o.name }),
  'changeWords.routeMovedLast': (o, t) => t('conflictWords.page', { name: o.name }),
  'changeWords.blockAdded': (o, t) => t('conflictWords.block', { name: o.name, where: o.where }),
  'changeWords.blockRemoved': (o, t) => t('conflictWords.block', { name: o.name, where: o.where }),
  'changeWords.blockMovedAbove': (o, t) => t('conflictWords.block', { name: o.name, where: o.where }),
  'changeWords.blockMovedLast': (o, t) => t('conflictWords.block', { name: o.name, where: o.where }),
  'changeWords.routeHidden': (o, t) => t('conflictWords.routeHidden', { name: o.name }),
  'changeWords.routeShown': (o, t) => t('conflictWords.routeHidden', { name: o.name }),
  'changeWords.routeAccess': (o, t) => t('conflictWords.routeAccess', { name: o.name }),
  'changeWords.blockAlways': (o, t) => t('conflictWords.blockWindow', { name: o.name, where: o.where }),
  'changeWords.blockShown': (o, t) => t('conflictWords.blockWindow', { name: o.name, where: o.where }),
  'changeWords.screenAdded': (o, t) => t('conflictWords.screen', { name: o.name }),
  'changeWords.screenRemoved': (o, t) => t('conflictWords.screen', { name: o.name }),
  'changeWords.formAdded': (o, t) => t('conflictWords.form', { name: o.name }),
  'changeWords.formRemoved': (o, t) => t('conflictWords.form', { name: o.name }),
  'changeWords.languageAdded': (_o, t) => t('conflictWords.languages'),
  'changeWords.languageRemoved': (_o, t) => t('conflictWords.languages'),
  'changeWords.languageMoved': (_o, t) => t('conflictWords.languages'),
  'changeWords.textsAdded': (o, t) => t('conflictWords.texts', { language: o.language }),
  'changeWords.textsRemoved': (o, t) => t('conflictWords.texts', { language: o.language }),
  'changeWords.textAdded': (o, t) => t('conflictWords.text', { key: o.key, language: o.language }),
  'changeWords.textRemoved': (o, t) => t('conflictWords.text', { key: o.key, language: o.language }),
  'changeWords.textChanged': (o, t) => t('conflictWords.text', { key: o.key, language: o.language }),
};

/** One value in words, whole: a text quoted, a colour with its swatch, a block by its name. */
export function conflictValue(t: StudioT, language: string, value: unknown): ConflictValue {
  if (value === undefined) return { text: t('upToDate.removed') };
  if (typeof value === 'string') return COLOUR.test(value.trim()) ? { text: value, colour: value.trim() } : { text: t('changeWords.quoted', { text: value }) };
  if (typeof value === 'boolean') return { text: t(value ? 'changeWords.on' : 'changeWords.off') };
  if (typeof value === 'number') return { text: new Intl.NumberFormat(studioLocale(language)).format(value) };
  if (value === null) return { text: t('changeWords.nothing') };
  if (typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    if (typeof o.type === 'string' && typeof o.id === 'string') return { text: t('changeWords.block', { type: o.type, id: o.id }) };
    if (typeof o.path === 'string' && typeof o.screen === 'string') return { text: t('conflictWords.page', { name: o.path }) };
  }
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return { text: value.join(', ') || t('changeWords.nothing') };
  return { text: JSON.stringify(value) };
}

/** The conflicts of a draft made on `base` with the live version `live`, in the studio language `language`. */
export function conflictWords(t: StudioT, language: string, base: unknown, mine: unknown, live: unknown) {
  const placeT = ((key: string, options?: Record<string, unknown>) => {
    const place = PLACE[key];
    return place ? place(options ?? {}, t) : (t as (k: string, o?: Record<string, unknown>) => string)(key, options);
  }) as unknown as StudioT;
  return (conflict: MergeConflict): ConflictLine => {
    const entry: DiffEntry = { pointer: conflict.pointer, change: conflict.base === undefined ? 'added' : 'changed', from: conflict.base, to: conflict.draft ?? conflict.live } as DiffEntry;
    const after = (conflict.draft !== undefined ? mine : live) as BuiltPreset | undefined;
    const [where = t('changeWords.whole')] = changeWords(placeT, language, base as BuiltPreset | undefined, after)([entry]);
    return { pointer: conflict.pointer, where, mine: conflictValue(t, language, conflict.draft), theirs: conflictValue(t, language, conflict.live) };
  };
}

/** Where a JSON pointer of `config` is, in the Changes view's words ("Visual section: Color › Primary"). */
export function placeWords(t: StudioT, language: string, config: unknown, pointer: string): string {
  return conflictWords(t, language, config, config, config)({ pointer, base: null, draft: null, live: null }).where;
}
