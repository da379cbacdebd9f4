// Blocks are declared once, in src/blocks/<name>/index.ts (`defineBlock`). From those definitions this
// generates the registry (src/generated/block-registry.ts), the props types (src/generated/block-props.ts),
// the paths of every block's link props (src/generated/block-link-props.ts) and the block part of schemas/screens.schema.json: the list of types, the per-type props rule and
// each `<name>Props` definition. Adding a block = adding its folder and running `npm run codegen`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlockDefinition } from '../../src/engine/blocks/define.ts';
import { propsRequired } from '../../src/engine/blocks/define.ts';
import { extensionNames, loadBlockDefinitions } from './definitions.ts';
import { linkPropPaths } from '../../src/engine/blocks/link-props.ts';
import { formatJson } from './format-json.ts';
import { banner, type Output } from './output.ts';
import { schemaDir } from './schema-files.ts';
import { schemaToTs } from './schema-to-ts.ts';

type Schema = Record<string, unknown>;
export const screensSchemaFile = path.join(schemaDir, 'screens.schema.json');

const camel = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (kebab: string) => camel(kebab).replace(/^./, (c) => c.toUpperCase());
export const propsDefinitionName = (name: string) => `${camel(name)}Props`;

/** The block types a screen may use: every block's name and aliases. */
export const blockTypes = (definitions: BlockDefinition[]) => definitions.flatMap((d) => [d.name, ...d.aliases]);

/** schemas/screens.schema.json with its block part regenerated; everything else is kept as written. */
export function screensSchema(definitions: BlockDefinition[], current: Schema, names: Record<string, string[]> = {}): Schema {
  const schema = structuredClone(current);
  const defs = (schema.definitions ?? {}) as Record<string, Schema>;
  const block = defs.block as Schema & { properties: Record<string, Schema> };
  const types = blockTypes(definitions);
  block.properties.type = {
    description:
      'Block type (generated from src/blocks/*/index.ts). An unknown type is allowed here so the portal can show its placeholder; `preset validate` reports it.',
    type: 'string',
    anyOf: [{ enum: types }, { pattern: '^[a-z][a-z0-9-]*$' }],
  };
  block.allOf = definitions.map((d) => {
    const type = d.aliases.length > 0 ? { enum: [d.name, ...d.aliases] } : { const: d.name };
    const then: Schema = { properties: { props: { $ref: `#/definitions/${propsDefinitionName(d.name)}` } } };
    if (propsRequired(d.props)) then.required = ['props'];
    return { if: { properties: { type } }, then };
  });
  // Names of the declared actions, data sources and item renderers (extensions.ts): an enum for editors;
  // an unknown name still passes so the portal can show its "not available" note, and validate reports it.
  for (const [key, list] of Object.entries(names)) {
    defs[key] = {
      description: `Generated from the declarations in src/app (${key}); \`preset validate\` reports a name that is not declared.`,
      type: 'string',
      minLength: 1,
      anyOf: [{ enum: list }, { pattern: '^[A-Za-z][A-Za-z0-9-]*$' }],
    };
  }
  const kept = Object.entries(defs).filter(([key]) => !key.endsWith('Props'));
  const generated = definitions.map((d) => [propsDefinitionName(d.name), { description: d.description, ...d.props }] as const);
  schema.definitions = Object.fromEntries([...kept, ...generated]);
  return schema;
}

/** The import's local name: `<camelName>Block`, so a block may be named like a keyword (`switch`). */
const localName = (name: string) => `${camel(name)}Block`;

function registryFile(definitions: BlockDefinition[]): string {
  const imports = definitions.map((d) => `import { definition as ${localName(d.name)} } from '@/blocks/${d.name}';`);
  return `${banner}import type { BlockEntry } from '@/engine/blocks';
${imports.join('\n')}

/** Every block of src/blocks: testers load eagerly (they are tiny), each renderer is its own lazy chunk. */
export const blockEntries: readonly BlockEntry[] = [
${definitions.map((d) => `  ${localName(d.name)},`).join('\n')}
];
`;
}

function propsFile(definitions: BlockDefinition[], shared: Record<string, Schema>): string {
  const types = blockTypes(definitions);
  const declarations = definitions.map(
    (d) => `/** Props of the \`${[d.name, ...d.aliases].join('` / `')}\` block: ${d.description} */\nexport type ${pascal(d.name)}Props = ${schemaToTs(d.props, shared)};`,
  );
  return `${banner}
/** Every block type a screen may use. */
export type BlockType = ${types.map((t) => `'${t}'`).join(' | ')};

${declarations.join('\n\n')}
`;
}

/** Block type (and alias) -> the paths of its link props, found in its props schema (link-props.ts). */
export function linkPropsTable(definitions: BlockDefinition[]): Record<string, string[][]> {
  const table: Record<string, string[][]> = {};
  for (const d of definitions) {
    const paths = linkPropPaths(d.props).map((p) => [...p]);
    if (paths.length > 0) for (const type of [d.name, ...d.aliases]) table[type] = paths;
  }
  return table;
}

function linkPropsFile(definitions: BlockDefinition[]): string {
  return `${banner}import type { LinkPropPath } from '@/engine/blocks/link-props';

/** Block type -> paths of its link props (\`$ref: '#/definitions/inAppLink'\`; \`*\` = every array item). */
export const blockLinkProps: Readonly<Record<string, readonly LinkPropPath[]>> = ${formatJson(linkPropsTable(definitions)).replace(/"/g, "'")};
`;
}

export async function generate(): Promise<Output[]> {
  const definitions = await loadBlockDefinitions();
  const current = JSON.parse(readFileSync(screensSchemaFile, 'utf8')) as Schema;
  const schema = screensSchema(definitions, current, await extensionNames());
  const shared = schema.definitions as Record<string, Schema>;
  return [
    { file: 'block-registry.ts', content: registryFile(definitions) },
    { file: 'block-props.ts', content: propsFile(definitions, shared) },
    { file: 'block-link-props.ts', content: linkPropsFile(definitions) },
    { file: 'schemas/screens.schema.json', content: `${formatJson(schema)}\n`, root: 'repo' },
  ];
}
