// `validate` warns about a link to a route that the channel's own settings switch off or that is
// hidden (`"hidden": true`): the portal hides such a link (links follow the resolved route table), so the operator probably meant something else.
import { conditionHolds } from '@/engine/routes/resolve-routes';
import { routeSettings } from '@/engine/routes/route-settings';
import type { RouteSettings } from '@/engine/routes/types';
import type { Sections } from '@/generated/sections';
import { isObject, type BuiltPreset, type Json } from '@/lib/preset-check/built-preset';
import type { Finding } from '@/lib/preset-check/findings';

export type PresetRoute = { path?: unknown; hidden?: unknown; when?: Json; screen?: unknown; choices?: Array<{ when?: Json; screen?: unknown }> };
type Route = PresetRoute;

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** Whether a preset route is in the resolved table for some session under these settings (a hidden one never is). */
export function isOn(route: Route, settings: RouteSettings): boolean {
  if (route.hidden === true) return false;
  if (!conditionHolds(route.when, settings, true) && !conditionHolds(route.when, settings, false)) return false;
  if (!Array.isArray(route.choices)) return true;
  return route.choices.some((c) => conditionHolds(c.when, settings, true) || conditionHolds(c.when, settings, false));
}

/** The preset routes whose path matches an in-app target (query and hash ignored, case-insensitive). */
export function routeMatcher(routes: readonly Route[]): (target: string) => Route[] {
  const compiled = routes
    .filter((r) => typeof r.path === 'string')
    .map((r) => ({ route: r, re: new RegExp(`^${(r.path as string).replace(/:[A-Za-z0-9]+/g, '[^/]+')}/?$`) }));
  return (target) => {
    const path = `/${target.trim().toLowerCase().replace(/^\/+/, '')}`.split(/[?#]/)[0] as string;
    return compiled.filter(({ re }) => re.test(path)).map(({ route }) => route);
  };
}

export const describeWhen = (when: Json | undefined) =>
  Object.entries(when ?? {})
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(', ');

/** Links of sections and of the preset's own screens whose every matching route is off under its settings. */
export function checkSwitchedOffLinks(preset: BuiltPreset, sections: Sections, ownScreens: readonly string[]): Finding[] {
  const routes = (Array.isArray(preset.routes?.routes) ? preset.routes.routes : []) as Route[];
  if (routes.length === 0) return [];
  const settings = routeSettings(sections);
  const matchingOf = routeMatcher(routes);
  const findings: Finding[] = [];
  const check = (target: unknown, pointer: string) => {
    if (typeof target !== 'string' || !target.trim() || EXTERNAL.test(target.trim())) return;
    const matching = matchingOf(target);
    if (matching.length === 0 || matching.some((r) => isOn(r, settings))) return;
    const when = describeWhen(matching[0]?.when);
    const hidden = matching.every((r) => r.hidden === true);
    findings.push({
      severity: 'warning',
      check: 'reference',
      pointer,
      message: hidden
        ? `link "${target}" leads to a hidden route; the portal hides the link`
        : `link "${target}" leads to a route this channel's settings switch off (${when || 'no choice matches'}); the portal hides the link`,
    });
  };
  const lists: Array<[unknown, string]> = [[preset.sections?.GENERAL?.routes, '/sections/GENERAL/routes']];
  // Footer links only count where the footer and their column show.
  for (const n of [1, 2, 3] as const) {
    if (sections.FOOTER.enabled && sections.FOOTER[`column${n}_enabled`]) lists.push([preset.sections?.FOOTER?.[`column${n}_links`], `/sections/FOOTER/column${n}_links`]);
  }
  for (const [list, base] of lists) {
    const items = isObject(list) && Array.isArray(list.items) ? list.items : [];
    items.forEach((item: unknown, i) => {
      const link = isObject(item) && isObject(item.link) ? item.link : undefined;
      if (link && (link.type === 'APP' || link.type === 'URL_EMBED')) check(link.target, `${base}/items/${i}/link/target`);
    });
  }
  const walk = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) return node.forEach((child, i) => walk(child, `${pointer}/${i}`));
    if (!isObject(node)) return;
    const props = isObject(node.props) ? node.props : undefined;
    if (props && typeof props.showAllTo === 'string') check(props.showAllTo, `${pointer}/props/showAllTo`);
    if (props && node.type === 'links' && Array.isArray(props.items)) {
      props.items.forEach((item: unknown, i) => {
        if (isObject(item) && !item.external) check(item.to, `${pointer}/props/items/${i}/to`);
      });
    }
    for (const key of ['blocks', 'children'] as const) if (node[key]) walk(node[key], `${pointer}/${key}`);
  };
  for (const name of ownScreens) walk(preset.screens?.[name], `/screens/${name}`);
  return findings;
}
