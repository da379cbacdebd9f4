// Cross-file references of a preset: routes -> screens, form blocks -> forms, form submit actions ->
// operationIds of openapi/wl-v1.yaml (directly, or through the operations a declared action calls,
// read from the generated manifest), block data sources and item renderers -> declared ones, and
// in-app (APP) links -> a route. Pure: the CLI (src/presets/references.ts) reads the contract and
// the manifest from disk, the studio bundles them; both run this code.
import { isObject, type BuiltPreset, type Json } from './built-preset';
import type { Finding } from './findings';

/** What the engine declares (generated from the definitions by `npm run codegen`): names, and the operations each action calls. */
export type Manifest = {
  /** `ends`: the routes a success goes to, first offered wins (src/engine/forms/define-action.ts). */
  actions: Array<{ name: string; operations: string[]; ends?: string[] }>;
  dataSources: Array<{ name: string; kind: 'paged' | 'single' }>;
  itemRenderers: Array<{ name: string }>;
  /** `reads`: the block shows one item of a single source or the items of a paged one (src/engine/blocks/define.ts). */
  blocks?: Array<{ name: string; aliases?: string[]; reads?: 'item' | 'list' }>;
};

const KIND_READ = { single: 'item', paged: 'list' } as const;
const READ_WORDS = { item: 'one item (a single data source)', list: 'a list (a paged data source)' } as const;

/** Block type (and alias) -> what it reads, for the blocks that declare it. */
const blockReads = (manifest: Manifest) =>
  new Map((manifest.blocks ?? []).flatMap((b) => (b.reads ? [b.name, ...(b.aliases ?? [])].map((type) => [type, b.reads] as const) : [])));

/** Form actions and the API operations each one calls, from the manifest. */
export function registryActions(manifest: Manifest | undefined): Map<string, Set<string>> | undefined {
  return manifest && new Map(manifest.actions.map((a) => [a.name, new Set(a.operations)]));
}

/** Every operationId of a parsed OpenAPI document. */
export function operationIdsOf(doc: unknown): Set<string> {
  const ids = new Set<string>();
  const paths = isObject(doc) && isObject(doc.paths) ? doc.paths : {};
  for (const item of Object.values(paths)) {
    for (const op of Object.values(isObject(item) ? item : {})) if (isObject(op) && typeof op.operationId === 'string') ids.add(op.operationId);
  }
  return ids;
}

type Route = { path?: unknown; screen?: unknown; choices?: unknown };

function routeList(preset: BuiltPreset): Route[] {
  const routes = preset.routes?.routes;
  return Array.isArray(routes) ? (routes as Route[]) : [];
}

function checkRouteScreens(preset: BuiltPreset, findings: Finding[]) {
  if (!preset.screens) return;
  routeList(preset).forEach((route, i) => {
    const targets: Array<[unknown, string]> = [[route.screen, `/routes/routes/${i}/screen`]];
    if (Array.isArray(route.choices)) route.choices.forEach((c: Json, j) => targets.push([c?.screen, `/routes/routes/${i}/choices/${j}/screen`]));
    for (const [screen, pointer] of targets) {
      if (typeof screen === 'string' && !preset.screens?.[screen]) {
        findings.push({ severity: 'error', check: 'reference', pointer, message: `route ${String(route.path)} names screen "${screen}", which does not exist (screens/${screen}.json)` });
      }
    }
  });
}

function walkBlocks(node: unknown, pointer: string, visit: (block: Json, pointer: string) => void) {
  if (!isObject(node)) return;
  visit(node, pointer);
  for (const key of ['blocks', 'children'] as const) {
    const list = node[key];
    if (Array.isArray(list)) list.forEach((child, i) => walkBlocks(child, `${pointer}/${key}/${i}`, visit));
  }
}

function checkAction(action: string, pointer: string, ids: Set<string>, actions: Map<string, Set<string>> | undefined, findings: Finding[]) {
  if (ids.has(action)) return;
  const ops = actions?.get(action);
  const push = (message: string) => findings.push({ severity: 'error', check: 'operation', pointer, message });
  if (!ops) return push(`submit action "${action}" is neither an operationId of openapi/wl-v1.yaml nor a declared action (src/app/actions)`);
  if (ops.size === 0) return push(`submit action "${action}" calls no API operation`);
  for (const op of ops) if (!ids.has(op)) push(`submit action "${action}" calls "${op}", which is not an operationId of openapi/wl-v1.yaml`);
}

function checkFormBlocks(preset: BuiltPreset, ids: Set<string>, actions: Map<string, Set<string>> | undefined, findings: Finding[]) {
  for (const [id, screen] of Object.entries(preset.screens ?? {})) {
    walkBlocks(screen, `/screens/${id}`, (block, pointer) => {
      if (block.type !== 'form' || !isObject(block.props)) return;
      const { form, action } = block.props;
      if (preset.forms && typeof form === 'string' && !preset.forms[form]) {
        findings.push({ severity: 'error', check: 'reference', pointer: `${pointer}/props/form`, message: `form "${form}" does not exist (forms/${form}.json)` });
      }
      if (typeof action === 'string' && ids.size > 0) checkAction(action, `${pointer}/props/action`, ids, actions, findings);
    });
  }
}

function checkFormOperations(preset: BuiltPreset, ids: Set<string>, findings: Finding[]) {
  if (!preset.forms || ids.size === 0) return;
  const walk = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${pointer}/${i}`));
    else if (isObject(node)) {
      for (const [key, value] of Object.entries(node)) {
        if ((key === 'operation' || key === 'operationId') && typeof value === 'string') {
          if (!ids.has(value)) findings.push({ severity: 'error', check: 'operation', pointer: `${pointer}/${key}`, message: `submit target "${value}" is not an operationId of openapi/wl-v1.yaml` });
        } else walk(value, `${pointer}/${key}`);
      }
    }
  };
  for (const [id, form] of Object.entries(preset.forms)) walk(form, `/forms/${id}`);
}

function routeMatcher(preset: BuiltPreset): ((target: string) => boolean) | undefined {
  const paths = routeList(preset)
    .map((r) => r.path)
    .filter((p): p is string => typeof p === 'string');
  if (paths.length === 0) return undefined;
  const patterns = paths.map((p) => new RegExp(`^${p.replace(/:[A-Za-z0-9]+/g, '[^/]+')}/?$`));
  return (target) => {
    const pathOnly = `/${target.toLowerCase().replace(/^\//, '')}`.split(/[?#]/)[0] as string;
    return patterns.some((re) => re.test(pathOnly));
  };
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

function checkAppLinks(preset: BuiltPreset, findings: Finding[]) {
  const matches = routeMatcher(preset);
  if (!matches) return;
  const check = (target: unknown, pointer: string) => {
    if (typeof target !== 'string' || EXTERNAL.test(target.trim()) || matches(target.trim())) return;
    findings.push({ severity: 'error', check: 'reference', pointer, message: `in-app link "${target}" matches no route of routes.json` });
  };
  const lists: Array<[unknown, string]> = [[preset.sections?.GENERAL?.routes, '/sections/GENERAL/routes']];
  for (const n of [1, 2, 3]) lists.push([preset.sections?.FOOTER?.[`column${n}_links`], `/sections/FOOTER/column${n}_links`]);
  for (const [list, base] of lists) {
    const items = isObject(list) && Array.isArray(list.items) ? list.items : [];
    items.forEach((item: unknown, i) => {
      const link = isObject(item) && isObject(item.link) ? item.link : undefined;
      if (link?.type === 'APP') check(link.target, `${base}/items/${i}/link/target`);
    });
  }
  // Links of screens: a `links` block's in-app items and a section's "show all".
  for (const [id, screen] of Object.entries(preset.screens ?? {})) {
    walkBlocks(screen, `/screens/${id}`, (block, pointer) => {
      if (!isObject(block.props)) return;
      if (block.props.showAllTo !== undefined) check(block.props.showAllTo, `${pointer}/props/showAllTo`);
      if (block.type !== 'links' || !Array.isArray(block.props.items)) return;
      block.props.items.forEach((item: unknown, i) => {
        if (isObject(item) && !item.external) check(item.to, `${pointer}/props/items/${i}/to`);
      });
    });
  }
}

/** Block ids are unique within a screen: a patch addresses a block by its id and would reach only the first. */
function checkBlockIds(preset: BuiltPreset, findings: Finding[]) {
  for (const [id, screen] of Object.entries(preset.screens ?? {})) {
    const seen = new Map<string, string>();
    walkBlocks(screen, `/screens/${id}`, (block, pointer) => {
      if (typeof block.id !== 'string') return;
      const first = seen.get(block.id);
      if (first === undefined) return void seen.set(block.id, pointer);
      findings.push({ severity: 'error', check: 'reference', pointer: `${pointer}/id`, message: `block id "${block.id}" is used twice in screen "${id}" (first at ${first}): ids must be unique, a patch reaches only the first` });
    });
  }
}

/** Data sources and item renderers a block names must be declared (the portal shows "not available" otherwise). */
function checkDeclaredNames(preset: BuiltPreset, manifest: Manifest | undefined, findings: Finding[]) {
  if (!manifest) return;
  const sources = new Set(manifest.dataSources.map((d) => d.name));
  const renderers = new Set(manifest.itemRenderers.map((d) => d.name));
  const kinds = new Map(manifest.dataSources.map((d) => [d.name, d.kind]));
  const reads = blockReads(manifest);
  const check = (value: unknown, known: Set<string>, what: string, pointer: string) => {
    if (typeof value === 'string' && !known.has(value)) {
      findings.push({ severity: 'error', check: 'reference', pointer, message: `${what} "${value}" is not declared (known: ${[...known].join(', ')})` });
    }
  };
  for (const [id, screen] of Object.entries(preset.screens ?? {})) {
    walkBlocks(screen, `/screens/${id}`, (block, pointer) => {
      if (!isObject(block.props)) return;
      for (const key of ['dataSource', 'initialData', 'htmlSource']) check(block.props[key], sources, 'data source', `${pointer}/props/${key}`);
      // A data block shown a source of the other kind renders "not available".
      const wants = typeof block.type === 'string' ? reads.get(block.type) : undefined;
      const source = block.props.dataSource;
      const kind = typeof source === 'string' ? kinds.get(source) : undefined;
      if (wants && kind && KIND_READ[kind] !== wants) {
        findings.push({ severity: 'error', check: 'reference', pointer: `${pointer}/props/dataSource`, message: `${String(block.type)} reads ${READ_WORDS[wants]}: data source "${String(source)}" is ${kind}` });
      }
      check(block.props.itemRenderer, renderers, 'item renderer', `${pointer}/props/itemRenderer`);
      if (block.type === 'component') check(block.props.name, renderers, 'item renderer', `${pointer}/props/name`);
    });
  }
}

export function checkReferences(preset: BuiltPreset, ids: Set<string>, manifest: Manifest | undefined): Finding[] {
  const findings: Finding[] = [];
  const actions = registryActions(manifest);
  checkDeclaredNames(preset, manifest, findings);
  checkRouteScreens(preset, findings);
  checkFormBlocks(preset, ids, actions, findings);
  checkFormOperations(preset, ids, findings);
  checkAppLinks(preset, findings);
  checkBlockIds(preset, findings);
  return findings;
}
