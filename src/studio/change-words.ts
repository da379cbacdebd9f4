// The differences of two configs (lib/preset-check/diff, what `preset diff` prints) in an operator's
// words, in the studio's language: "page /tipy added", "block “tips” moved above “news” on home",
// "route /leaflets hidden", "banner “ny” shown 31 Dec 18:00 – 1 Jan 12:00". One line per thing that
// changed: the leaves of a screen, route or block added whole are one line. Values are said whole
// (never cut off), dates and numbers in the studio language's format; JSON pointers are never shown.
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import type { DiffEntry } from '@/lib/preset-check/diff';
import { schemaWords } from './schema-words';
import type { StudioT } from './studio-i18n';
import { studioLocale } from './studio-i18n';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
const segmentsOf = (pointer: string) => pointer.split('/').slice(1).map(unescape);

function at(root: unknown, path: readonly string[]): unknown {
  let value = root;
  for (const segment of path) {
    if (Array.isArray(value)) value = value[Number(segment)];
    else if (isObj(value)) value = value[segment];
    else return undefined;
  }
  return value;
}

/** A channel date-time (`2026-12-31T18:00`, the channel's wall clock) as the studio language writes it. */
export function channelDateTime(value: unknown, language: string): string {
  if (typeof value !== 'string') return '…';
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value);
  if (!m) return value;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0)));
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC', ...(m[4] ? { hour: '2-digit', minute: '2-digit' } : {}) };
  return new Intl.DateTimeFormat(studioLocale(language), options).format(date);
}

const ACCESS = new Set(['public', 'member', 'visitor', 'any']);
/** A route's access value in words (a value the studio does not know stays as written). */
export const accessName = (t: StudioT, access: unknown): string =>
  ACCESS.has(String(access)) ? t(`routes.accessValues.${String(access) as 'public'}`) : String(access);

/** The words of one diff, in `language` (the studio's). */
export function changeWords(t: StudioT, language: string, before: BuiltPreset | undefined, after: BuiltPreset | undefined) {
  const words = schemaWords(language);
  const value = (v: unknown): string => {
    if (typeof v === 'string') return t('changeWords.quoted', { text: v });
    if (typeof v === 'boolean') return t(v ? 'changeWords.on' : 'changeWords.off');
    if (typeof v === 'number') return new Intl.NumberFormat(studioLocale(language)).format(v);
    if (v === null || v === undefined) return t('changeWords.nothing');
    return JSON.stringify(v);
  };
  const setting = (path: readonly string[], scope?: string) =>
    path.filter((s) => !/^\d+$/.test(s)).map((s) => words.label(s, scope)).join(' › ') || t('changeWords.whole');
  const valueChange = (where: string, e: DiffEntry) => {
    if (e.change === 'added') return t('changeWords.set', { where, to: value(e.to) });
    if (e.change === 'removed') return t('changeWords.cleared', { where, from: value(e.from) });
    return t('changeWords.changed', { where, from: value(e.from), to: value(e.to) });
  };
  /** The node at `path` in the version the entry's index refers to (the newer one, the older for a removal). */
  const node = (e: DiffEntry, path: readonly string[]) => at(e.change === 'removed' ? before : after, path) ?? at(after, path) ?? at(before, path);

  const blockName = (block: unknown) => {
    const b = isObj(block) ? block : {};
    const type = typeof b.type === 'string' ? b.type : '?';
    return typeof b.id === 'string' ? t('changeWords.block', { type, id: b.id }) : type;
  };
  const listed = (e: DiffEntry, path: readonly string[], name: (item: unknown) => string, kind: 'route' | 'block', where: string) => {
    const item = node(e, path);
    if (e.change === 'added') return t(kind === 'route' ? 'changeWords.pageAdded' : 'changeWords.blockAdded', { name: name(item), where });
    if (e.change === 'removed') return t(kind === 'route' ? 'changeWords.pageRemoved' : 'changeWords.blockRemoved', { name: name(item), where });
    // moved: above the item that follows it now, or to the end
    const list = at(after, path.slice(0, -1));
    const index = Number(path.at(-1));
    const next = Array.isArray(list) ? list[index + 1] : undefined;
    const key = kind === 'route' ? 'changeWords.routeMoved' : 'changeWords.blockMoved';
    return next === undefined ? t(`${key}Last`, { name: name(item), where }) : t(`${key}Above`, { name: name(item), next: name(next), where });
  };
  const routeName = (route: unknown) => (isObj(route) && typeof route.path === 'string' ? route.path : '?');

  function routeLine(e: DiffEntry, s: string[]): string {
    // s: ['routes', 'routes', i, ...rest]
    if (s[1] !== 'routes' || s.length < 3) return valueChange(t('changeWords.routes', { setting: setting(s.slice(1), 'route') }), e);
    const path = s.slice(0, 3);
    const name = routeName(node(e, path));
    if (s.length === 3) return listed(e, path, routeName, 'route', '');
    const rest = s.slice(3);
    if (rest.length === 1 && rest[0] === 'hidden') return t(e.change === 'removed' || e.to !== true ? 'changeWords.routeShown' : 'changeWords.routeHidden', { name });
    if (rest.length === 1 && rest[0] === 'access' && e.change === 'changed') {
      return t('changeWords.routeAccess', { name, from: accessName(t, e.from), to: accessName(t, e.to) });
    }
    return valueChange(t('changeWords.routeSetting', { name, setting: setting(rest, 'route') }), e);
  }

  function screenLine(e: DiffEntry, s: string[]): string {
    const screen = s[1] ?? '?';
    if (at(before, s.slice(0, 2)) === undefined) return t('changeWords.screenAdded', { name: screen });
    if (at(after, s.slice(0, 2)) === undefined) return t('changeWords.screenRemoved', { name: screen });
    // The deepest block on the way: blocks/i(/children/j)*
    let end = 2;
    while (s[end] === 'blocks' || s[end] === 'children') {
      if (s[end + 1] === undefined) break;
      end += 2;
    }
    if (end === 2) return valueChange(t('changeWords.screenSetting', { name: screen, setting: setting(s.slice(2)) }), e);
    const path = s.slice(0, end);
    const rest = s.slice(end);
    const where = screen;
    if (rest.length === 0) return listed(e, path, blockName, 'block', where);
    const block = node(e, path);
    // A block added or removed with its parent is said by the parent's line.
    if (at(before, path) === undefined) return listed({ ...e, change: 'added' }, path, blockName, 'block', where);
    if (at(after, path) === undefined) return listed({ ...e, change: 'removed' }, path, blockName, 'block', where);
    if (rest.length === 1 && (rest[0] === 'visible_from' || rest[0] === 'visible_until')) {
      const b = isObj(block) ? block : {};
      if (b.visible_from === undefined && b.visible_until === undefined) return t('changeWords.blockAlways', { name: blockName(block), where });
      return t('changeWords.blockShown', {
        name: blockName(block),
        where,
        from: b.visible_from === undefined ? '…' : channelDateTime(b.visible_from, language),
        until: b.visible_until === undefined ? '…' : channelDateTime(b.visible_until, language),
      });
    }
    const scope = isObj(block) && typeof block.type === 'string' ? block.type : undefined;
    const inner = rest[0] === 'props' ? rest.slice(1) : rest;
    return valueChange(t('changeWords.blockSetting', { name: blockName(block), where, setting: setting(inner, scope) }), e);
  }

  function line(e: DiffEntry): string {
    const s = segmentsOf(e.pointer);
    const [head] = s;
    if (head === 'languages') return t(e.change === 'removed' ? 'changeWords.languageRemoved' : e.change === 'moved' ? 'changeWords.languageMoved' : 'changeWords.languageAdded', { language: String(node(e, s)) });
    if (head === 'translations') {
      const [, language = '?', key] = s;
      if (key === undefined) return t(e.change === 'removed' ? 'changeWords.textsRemoved' : 'changeWords.textsAdded', { language });
      if (e.change === 'added') return t('changeWords.textAdded', { key, language, to: value(e.to) });
      if (e.change === 'removed') return t('changeWords.textRemoved', { key, language, from: value(e.from) });
      return t('changeWords.textChanged', { key, language, from: value(e.from), to: value(e.to) });
    }
    if (head === 'sections' && s[1]) return valueChange(t('changeWords.section', { section: words.label(s[1]), setting: setting(s.slice(2), s[1]) }), e);
    if (head === 'general' && s[1] === 'GENERAL.lang') return valueChange(t('changeWords.channelLanguage'), e);
    if (head === 'general') return valueChange(t('changeWords.general', { setting: s.slice(1).join(' › ') }), e);
    if (head === 'routes') return routeLine(e, s);
    if (head === 'screens') return screenLine(e, s);
    if (head === 'forms' && s[1]) {
      if (at(before, s.slice(0, 2)) === undefined) return t('changeWords.formAdded', { name: s[1] });
      if (at(after, s.slice(0, 2)) === undefined) return t('changeWords.formRemoved', { name: s[1] });
      return valueChange(t('changeWords.formSetting', { name: s[1], setting: s.slice(2).filter((x) => !/^\d+$/.test(x)).join(' › ') }), e);
    }
    return valueChange(s.join(' › '), e);
  }

  /** Each change in words, once (the leaves of a thing added or removed whole are one line). */
  return (entries: readonly DiffEntry[]): string[] => [...new Set(entries.map(line))];
}
