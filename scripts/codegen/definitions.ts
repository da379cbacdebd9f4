// Loads every extension's definition: blocks from src/blocks/<name>/index.ts, actions, data sources
// and item renderers from src/app/<kind>/<name>.ts. Each exports `definition` made by its kind's
// define* wrapper of `defineExtension` (src/engine/extensions/define-extension.ts): the same shape,
// a kebab-case `name` that is also the file or folder name, a `description` inside. blocks.ts and
// extensions.ts both read from here (neither imports the other).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BlockDefinition } from '../../src/engine/blocks/define.ts';
import type { DataSourceDefinition, ItemRendererDefinition } from '../../src/engine/blocks/define-extensions.ts';
import { checkDescription, type ExtensionBase, type ExtensionKind } from '../../src/engine/extensions/define-extension.ts';
import type { ActionDefinition } from '../../src/engine/forms/define-action.ts';
import { repoRoot } from '../../src/presets/schema-files.ts';

export const srcDir = path.join(repoRoot, 'src');
const blocksDir = path.join(srcDir, 'blocks');
export const dirs = { actions: 'app/actions', dataSources: 'app/data-sources', itemRenderers: 'app/item-renderers' } as const;

/** Every block folder's definition, sorted by name; a folder whose definition names another block is an error. */
export async function loadBlockDefinitions(): Promise<BlockDefinition[]> {
  const folders = readdirSync(blocksDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(blocksDir, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
  const definitions: BlockDefinition[] = [];
  for (const folder of folders) {
    const mod = (await import(pathToFileURL(path.join(blocksDir, folder, 'index.ts')).href)) as { definition?: BlockDefinition };
    const definition = mod.definition;
    if (!definition) throw new Error(`src/blocks/${folder}/index.ts exports no \`definition\` (defineBlock)`);
    if (definition.name !== folder) throw new Error(`src/blocks/${folder}/index.ts defines block "${definition.name}": the folder must be named after the block`);
    checkDescription('block', definition);
    definitions.push(definition);
  }
  return definitions;
}

/** The definitions of one folder (its top-level .ts files, tests excluded), sorted by name; the file must be named after it. */
async function load<T extends ExtensionBase>(dir: string, kind: ExtensionKind): Promise<Array<T & { file: string }>> {
  const folder = path.join(srcDir, dir);
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder, { withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('.ts') && !d.name.endsWith('.test.ts'))
    .map((d) => d.name)
    .sort();
  const definitions: Array<T & { file: string }> = [];
  for (const file of files) {
    const { definition } = (await import(pathToFileURL(path.join(folder, file)).href)) as { definition?: T };
    const where = `src/${dir}/${file}`;
    if (!definition) throw new Error(`${where} exports no \`definition\``);
    if (`${definition.name}.ts` !== file) throw new Error(`${where} defines "${definition.name}": the file must be ${definition.name}.ts`);
    checkDescription(kind, definition);
    definitions.push({ ...definition, file: `${dir}/${file.replace(/\.ts$/, '')}` });
  }
  return definitions.sort((a, b) => a.name.localeCompare(b.name));
}

export const loadActions = () => load<ActionDefinition>(dirs.actions, 'action');
export const loadDataSources = () => load<DataSourceDefinition>(dirs.dataSources, 'data-source');
export const loadItemRenderers = () => load<ItemRendererDefinition>(dirs.itemRenderers, 'item-renderer');

/** Names for the screens schema's enums (definitions/actionName, dataSourceName, itemRendererName). */
export async function extensionNames() {
  const [actions, dataSources, itemRenderers] = await Promise.all([loadActions(), loadDataSources(), loadItemRenderers()]);
  return { actionName: actions.map((d) => d.name), dataSourceName: dataSources.map((d) => d.name), itemRendererName: itemRenderers.map((d) => d.name) };
}
