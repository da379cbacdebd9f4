// Actions, data sources and item renderers are declared once, one definition per file, in
// src/app/actions/, src/app/data-sources/ and src/app/item-renderers/ (`export const definition`).
// From those files this generates src/generated/extensions.ts (what the app's registry reads; the
// actions themselves in src/generated/action-definitions.ts, one lazy chunk) and
// src/generated/extensions-manifest.json (what the preset CLI and the studio read: every block,
// action, data source and item renderer with its description; an action with the API operations it
// calls). The name enums of schemas/screens.schema.json come from the same definitions (blocks.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { DataSourceDefinition, ItemRendererDefinition } from '../../src/engine/blocks/define-extensions.ts';
import type { ActionDefinition } from '../../src/engine/forms/define-action.ts';
import { loadBlockDefinitions } from './block-definitions.ts';
import { formatJson } from './format-json.ts';
import { banner, type Output } from './output.ts';
import { repoRoot } from './schema-files.ts';

const srcDir = path.join(repoRoot, 'src');
const dirs = { actions: 'app/actions', dataSources: 'app/data-sources', itemRenderers: 'app/item-renderers' } as const;
const camel = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

type Named = { name: string };
type Described = { description: string };

/** The definitions of one folder (its top-level .ts files, tests excluded), sorted by name; the file must be named after it. */
async function load<T extends Named>(dir: string, fileName: (name: string) => string): Promise<Array<T & Described & { file: string }>> {
  const folder = path.join(srcDir, dir);
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder, { withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('.ts') && !d.name.endsWith('.test.ts'))
    .map((d) => d.name)
    .sort();
  const definitions: Array<T & Described & { file: string }> = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(folder, file)).href)) as { definition?: T & Partial<Described>; description?: string };
    const { definition } = mod;
    const where = `src/${dir}/${file}`;
    if (!definition) throw new Error(`${where} exports no \`definition\``);
    const description = mod.description ?? definition.description;
    if (typeof description !== 'string' || !description) throw new Error(`${where} has no description`);
    if (`${fileName(definition.name)}.ts` !== file) throw new Error(`${where} defines "${definition.name}": the file must be ${fileName(definition.name)}.ts`);
    definitions.push({ ...definition, description, file: `${dir}/${file.replace(/\.ts$/, '')}` });
  }
  return definitions.sort((a, b) => a.name.localeCompare(b.name));
}

export const loadActions = () => load<ActionDefinition>(dirs.actions, kebab);
export const loadDataSources = () => load<DataSourceDefinition>(dirs.dataSources, kebab);
export const loadItemRenderers = () => load<ItemRendererDefinition>(dirs.itemRenderers, (name) => name);

const operationsPrefix = '@/lib/api/operations/';

/** Modules a file imports for their values (type-only imports left out), read with the TypeScript parser. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    const typeOnly =
      clause?.isTypeOnly ||
      (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.every((e) => e.isTypeOnly));
    if (!typeOnly) specifiers.push(statement.moduleSpecifier.text);
  }
  return specifiers;
}

/** The API operations (operationIds) an action calls: operation modules its file imports, directly or through its own folder's support files. */
export function actionOperations(relativeFile: string): string[] {
  const operations = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      if (specifier.startsWith(operationsPrefix)) operations.add(camel(specifier.slice(operationsPrefix.length)));
      else if (specifier.startsWith('.') || specifier.startsWith(`@/${dirs.actions}/`)) {
        const base = specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : path.join(srcDir, specifier.slice(2));
        const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(existsSync);
        if (target && target.startsWith(path.join(srcDir, dirs.actions))) visit(target);
      }
    }
  };
  visit(path.join(srcDir, `${relativeFile}.ts`));
  return [...operations].sort();
}

/** Names for the screens schema's enums (definitions/actionName, dataSourceName, itemRendererName). */
export async function extensionNames() {
  const [actions, dataSources, itemRenderers] = await Promise.all([loadActions(), loadDataSources(), loadItemRenderers()]);
  return { actionName: actions.map((d) => d.name), dataSourceName: dataSources.map((d) => d.name), itemRendererName: itemRenderers.map((d) => d.name) };
}

export async function generate(): Promise<Output[]> {
  const [actions, dataSources, itemRenderers] = await Promise.all([loadActions(), loadDataSources(), loadItemRenderers()]);
  const blocks = await loadBlockDefinitions();
  const ident = (prefix: string, name: string) => `${prefix}${camel(name).replace(/^./, (c) => c.toUpperCase())}`;
  const registry = `${banner}import type { DataSourceDefinition, ItemRendererDefinition } from '@/engine/blocks/define-extensions';
import type { ActionDefinition } from '@/engine/forms/define-action';
${dataSources.map((d) => `import { definition as ${ident('source', d.name)} } from '@/${d.file}';`).join('\n')}
${itemRenderers.map((d) => `import { definition as ${ident('renderer', d.name)} } from '@/${d.file}';`).join('\n')}

/** Every action a form block may name (src/app/actions). */
export const actionNames = [${actions.map((d) => `'${d.name}'`).join(', ')}] as const;
export type ActionName = (typeof actionNames)[number];

/** Every action's definition, in one chunk loaded with the first submit (not on the boot path). */
export const loadActionDefinitions = (): Promise<Record<ActionName, ActionDefinition>> =>
  import('./action-definitions').then((m) => m.actionDefinitions);

/** Every data source a block may name (src/app/data-sources). */
export const dataSourceDefinitions: readonly DataSourceDefinition[] = [
${dataSources.map((d) => `  ${ident('source', d.name)},`).join('\n')}
];

/** Every item renderer a block may name (src/app/item-renderers); each component loads lazily. */
export const itemRendererDefinitions: readonly ItemRendererDefinition[] = [
${itemRenderers.map((d) => `  ${ident('renderer', d.name)},`).join('\n')}
];
`;
  const manifest = {
    $comment: 'Generated by scripts/codegen.ts from src/blocks, src/app/actions, src/app/data-sources and src/app/item-renderers. Do not edit.',
    blocks: blocks.map((d) => ({ name: d.name, description: d.description, aliases: d.aliases, file: `blocks/${d.name}` })),
    actions: actions.map((d) => ({ name: d.name, description: d.description, operations: actionOperations(d.file), ...(d.ends ? { ends: [...d.ends] } : {}), file: d.file })),
    dataSources: dataSources.map((d) => ({ name: d.name, description: d.description, kind: d.kind, file: d.file })),
    itemRenderers: itemRenderers.map((d) => ({ name: d.name, description: d.description, file: d.file })),
  };
  const actionModule = `${banner}import type { ActionDefinition } from '@/engine/forms/define-action';
${actions.map((d) => `import { definition as ${d.name} } from '@/${d.file}';`).join('\n')}
import type { ActionName } from './extensions';

export const actionDefinitions: Record<ActionName, ActionDefinition> = {
${actions.map((d) => `  ${d.name},`).join('\n')}
};
`;
  return [
    { file: 'extensions.ts', content: registry },
    { file: 'action-definitions.ts', content: actionModule },
    { file: 'extensions-manifest.json', content: `${formatJson(manifest)}\n` },
  ];
}
