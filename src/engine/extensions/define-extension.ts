/**
 * Every extension kind (block, data source, action, item renderer) is declared the same way: one
 * file (or a block's folder) exporting `definition = define<Kind>({ name, description, ... })`, each
 * `define<Kind>` a thin wrapper of `defineExtension`. `name` is what config writes (kebab-case, also
 * the file or folder name); `description` is one sentence for the schema enums, the manifest the
 * preset CLI and the studio read, and the docs. `npm run codegen` lists the definitions in
 * src/generated/ (scripts/codegen/definitions.ts loads them).
 */
export const EXTENSION_KINDS = ['block', 'data-source', 'action', 'item-renderer'] as const;
export type ExtensionKind = (typeof EXTENSION_KINDS)[number];

/** What every extension declares, whatever its kind. */
export type ExtensionBase = {
  /** The name config uses: kebab-case; also the file (or, for a block, the folder) name. */
  name: string;
  /**
   * One sentence for the schema, the manifest and the docs: read by `npm run codegen` alone, which
   * refuses a declaration without one. The browser's bundles leave it out (a block's `props` too:
   * scripts/build/declaration-text.ts), so nothing that runs in the browser reads it.
   */
  description: string;
};

/** Config names are kebab-case: `paged-list`, `wallet-transactions`, `update-profile`, `coupon-tile`. */
export const EXTENSION_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** The one factory: checks the name, returns the definition unchanged (typed as declared). */
export function defineExtension<T extends ExtensionBase>(kind: ExtensionKind, definition: T): T {
  if (!EXTENSION_NAME.test(definition.name)) throw new Error(`${kind} "${definition.name}": the name must be kebab-case`);
  return definition;
}

/** Codegen's check of what the browser's bundles leave out (`description`). */
export function checkDescription(kind: ExtensionKind, definition: ExtensionBase): void {
  if (!definition.description) throw new Error(`${kind} "${definition.name}" has no description`);
}
