import type { ComponentType } from 'react';
import type { DataSource } from './data-source';
import type { ItemRendererProps } from './registry';

/**
 * A data source, declared once in `src/app/data-sources/<kebab-name>.ts`: `export const definition` and
 * `export const description` (one sentence; a separate export so the boot bundle, which imports only
 * the definition, does not ship it).
 * `npm run codegen` lists the definitions in `src/generated/extensions.ts` (the app's registry reads
 * them), the name enum of `schemas/screens.schema.json` (`definitions/dataSourceName`) and the
 * manifest the preset CLI and the studio read (`src/generated/extensions-manifest.json`).
 */
export type DataSourceDefinition = DataSource & {
  /** camelCase; the file is its kebab-case form. */
  name: string;
};

export const defineDataSource = <D extends DataSourceDefinition>(definition: D): D => definition;

/**
 * A bespoke component that lists, details or `component` blocks name, declared once in
 * `src/app/item-renderers/<name>.ts` (`definition` and, as for data sources, `description`). `load`
 * resolves to the component; it loads with the first screen that shows it, never on the boot path.
 */
export type ItemRendererDefinition = {
  /** kebab-case; also the file name. */
  name: string;
  load: () => Promise<ComponentType<ItemRendererProps>>;
};

export const defineItemRenderer = (definition: ItemRendererDefinition): ItemRendererDefinition => definition;

/**
 * Props every block reading one data source shares (`detail`, `paged-list`): written once here, spread
 * into each block's props schema.
 */
export const dataSourceProps = {
  dataSource: { $ref: '#/definitions/dataSourceName' },
  params: { $ref: '#/definitions/params' },
  itemRenderer: { $ref: '#/definitions/itemRendererName' },
  itemProps: { type: 'object', description: 'Extra props for the item renderer.' },
} as const;
