import type { ComponentType } from 'react';
import { defineExtension, type ExtensionBase } from '../extensions/define-extension';
import type { DataSource } from './data-source';
import type { ItemRendererProps } from './registry';

/**
 * A data source, declared once in `src/app/data-sources/<name>.ts` (`export const definition =
 * defineDataSource({ name, description, kind, query, itemsOf?, useItems? })`, the shape of every
 * extension: `@/engine/extensions/define-extension`). `npm run codegen` lists the definitions in
 * `src/generated/extensions.ts` (the app's registry reads them), the name enum of the
 * screens schema (`src/generated/blocks.schema.json#/definitions/dataSourceName`) and the manifest the preset CLI and
 * the studio read (`src/generated/extensions-manifest.json`).
 */
export type DataSourceDefinition = DataSource & ExtensionBase;

export const defineDataSource = <D extends DataSourceDefinition>(definition: D): D => defineExtension('data-source', definition);

/**
 * A bespoke component that lists, details or `component` blocks name, declared once in
 * `src/app/item-renderers/<name>.ts` (`defineItemRenderer({ name, description, load })`). `load`
 * resolves to the component (`() => import('@/components/<folder>').then((m) => m.<Component>)`), not
 * the module; it loads with the first screen that shows it, never on the boot path.
 */
export type ItemRendererDefinition<Item = unknown> = ExtensionBase & {
  load: () => Promise<ComponentType<ItemRendererProps<Item>>>;
};

/**
 * `Item` is the item the component reads (`Coupon`, `Reward`), so the component takes
 * `ItemRendererProps<Coupon>` and needs no cast. Which item a block hands it is chosen in config (the
 * block's data source): a screen pairing a renderer with another source's items is what `preset
 * validate` and the renderer's own checks are for, so the registry holds renderers of unknown items.
 */
export const defineItemRenderer = <Item,>(definition: ItemRendererDefinition<Item>): ItemRendererDefinition =>
  defineExtension('item-renderer', definition as unknown as ItemRendererDefinition);

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
