// `validate` fails a journey that would end on a route the channel's own settings switch off: a form
// whose action's success goes only to such routes (`ends` of src/app/actions, from the manifest),
// on a screen some route of the channel shows. The member would land on "This page does not exist.".
import { conditionHolds } from '@/engine/routes/resolve-routes';
import { routeSettings } from '@/engine/routes/route-settings';
import type { Sections } from '@/generated/sections';
import { isObject, type BuiltPreset, type Json } from '@/lib/preset-check/built-preset';
import type { Finding } from '@/lib/preset-check/findings';
import type { Manifest } from '@/lib/preset-check/references';
import { describeWhen, isOn, routeMatcher, type PresetRoute } from './switched-off-links';

/** The screens some session can see under these settings, each with the first route that shows it. */
function shownScreens(routes: readonly PresetRoute[], sections: Sections): Map<string, string> {
  const settings = routeSettings(sections);
  const shown = new Map<string, string>();
  const add = (screen: unknown, path: unknown) => {
    if (typeof screen === 'string' && !shown.has(screen)) shown.set(screen, String(path));
  };
  for (const route of routes) {
    if (!isOn(route, settings)) continue;
    add(route.screen, route.path);
    for (const choice of Array.isArray(route.choices) ? route.choices : []) {
      if (conditionHolds(choice.when, settings, true) || conditionHolds(choice.when, settings, false)) add(choice.screen, route.path);
    }
  }
  return shown;
}

function walkForms(node: unknown, pointer: string, visit: (action: string, pointer: string) => void) {
  if (Array.isArray(node)) return node.forEach((child, i) => walkForms(child, `${pointer}/${i}`, visit));
  if (!isObject(node)) return;
  if (node.type === 'form' && isObject(node.props) && typeof node.props.action === 'string') visit(node.props.action, `${pointer}/props/action`);
  for (const key of ['blocks', 'children'] as const) if (node[key]) walkForms(node[key], `${pointer}/${key}`, visit);
}

/** Every form a channel shows ends, on success, on a route that channel has under its settings. */
export function checkJourneyEnds(preset: BuiltPreset, sections: Sections, manifest: Manifest | undefined): Finding[] {
  const routes = (Array.isArray(preset.routes?.routes) ? preset.routes.routes : []) as PresetRoute[];
  if (routes.length === 0 || !manifest) return [];
  const settings = routeSettings(sections);
  const matching = routeMatcher(routes);
  const ends = new Map(manifest.actions.filter((a) => a.ends?.length).map((a) => [a.name, a.ends as string[]]));
  const findings: Finding[] = [];
  for (const [screen, path] of shownScreens(routes, sections)) {
    walkForms(preset.screens?.[screen] as Json, `/screens/${screen}`, (action, pointer) => {
      const targets = ends.get(action);
      if (!targets || targets.some((to) => matching(to).some((route) => isOn(route, settings)))) return;
      const off = targets.map((to) => {
        const when = describeWhen(matching(to)[0]?.when);
        return when ? `${to} (${when})` : `${to} (no such route)`;
      });
      findings.push({
        severity: 'error',
        check: 'reference',
        pointer,
        message: `action "${action}" on ${path} ends on ${off.join(', ')}, which this channel does not have under its settings: the member would land on "This page does not exist."`,
      });
    });
  }
  return findings;
}
