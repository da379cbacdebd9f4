import { createContext, useContext, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { FormAction, FormExtension, FormProblem, FormSource } from '@/engine/forms/types';
import type { DataSource } from './data-source';
import type { BlockEntry } from './types';

/** Props of a named item renderer or bespoke component (`coupon-tile`, `loyalty-card`, `sign-in-form`). */
export type ItemRendererProps<Item = unknown> = {
  /** The list or detail item; absent when the `component` block renders it on its own. */
  item?: Item;
  /** Extra props from the screen file (`component` block `props.props`, list `itemProps`). */
  props: Record<string, unknown>;
};
export type ItemRenderer =
  | ComponentType<ItemRendererProps>
  | LazyExoticComponent<ComponentType<ItemRendererProps>>;

/**
 * A component typed by the item it reads (`ItemRendererProps<Coupon>`) as the registry holds it: the
 * item a block hands it is chosen in config (the block's data source), so the registry's renderers
 * take items of unknown type. The one place that erases the item type (tests filling a registry).
 */
export const itemRenderer = <Item,>(component: ComponentType<ItemRendererProps<Item>>): ItemRenderer => component as ComponentType<ItemRendererProps>;

/**
 * Everything blocks may look up by name. The app fills it from its operation files, bespoke
 * components and preset forms; tests fill it with fakes. Blocks never import those directly.
 */
export type BlockRegistry = {
  blocks: readonly BlockEntry[];
  dataSources: Readonly<Record<string, DataSource>>;
  itemRenderers: Readonly<Record<string, ItemRenderer>>;
  forms: Readonly<Record<string, FormSource>>;
  /** Remote-config extensions (SETTINGS `forms`), merged and validated before the form is used. */
  formExtensions?: Readonly<Record<string, FormExtension>>;
  actions: Readonly<Record<string, FormAction>>;
  /** Where blocks report configuration problems (unknown names, rejected form extensions). */
  reportProblem?: (problem: FormProblem) => void;
};

const empty: BlockRegistry = { blocks: [], dataSources: {}, itemRenderers: {}, forms: {}, actions: {} };
const RegistryContext = createContext<BlockRegistry>(empty);

export function BlockRegistryProvider({ registry, children }: { registry: BlockRegistry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

export const useBlockRegistry = () => useContext(RegistryContext);

const reported = new WeakMap<object, Set<string>>();
/** Reports a problem once per registry (console + `reportProblem`). */
export function reportOnce(registry: BlockRegistry, problem: FormProblem) {
  const seen = reported.get(registry) ?? new Set<string>();
  reported.set(registry, seen);
  const key = `${problem.pointer} ${problem.message}`;
  if (seen.has(key)) return;
  seen.add(key);
  console.warn(`[screens] ${problem.pointer}: ${problem.message}`);
  registry.reportProblem?.(problem);
}
