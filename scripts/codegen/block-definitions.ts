// Loads every block's declaration (src/blocks/<name>/index.ts, `defineBlock`): read by the blocks
// codegen and by the extensions codegen (which checks names against the block types).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BlockDefinition } from '../../src/engine/blocks/define.ts';
import { repoRoot } from './schema-files.ts';

const blocksDir = path.join(repoRoot, 'src/blocks');

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
    definitions.push(definition);
  }
  return definitions;
}

/** The block types a screen may use: every block's name and aliases. */
