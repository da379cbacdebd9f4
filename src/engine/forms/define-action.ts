import type { QueryClient } from '@tanstack/react-query';
import { defineExtension, type ExtensionBase } from '../extensions/define-extension';
import type { FormActionContext, FormActionResult, FormData } from './types';

/** What an action may use besides the form's data: the app's query client and translations. */
export type ActionDeps = { queryClient: QueryClient; t: (key: string, options?: Record<string, unknown>) => string };

/**
 * A submit action that `form` blocks name, declared once in `src/app/actions/<name>.ts`
 * (`export const definition = defineAction({ name, description, ends?, run })`, the shape of every
 * extension: `@/engine/extensions/define-extension`). `npm run codegen` generates the list of names and
 * one lazy loader for every action (`src/generated/extensions.ts`, `loadActionDefinitions`: the actions
 * are one chunk, `src/generated/action-definitions.ts`, loaded with the first submit, not on the boot
 * path), the name enum of the screens schema (`src/generated/blocks.schema.json`) and, in the manifest
 * the preset CLI reads,
 * the API operations the action calls (the `src/lib/api/operations/*` modules its file imports,
 * directly or through `src/app/actions/support/`).
 */
export type ActionDefinition = ExtensionBase & {
  /**
   * Where a success ends when `run` names no other place: the first of these in-app routes that the
   * channel's route table offers (a route its settings switch off is skipped). `/` exists on every
   * channel, so it is the usual last choice. Omitted: the member stays on the screen. The manifest
   * carries them, so `preset validate` checks that every action a channel's screens use ends on a
   * route that channel has.
   */
  ends?: readonly string[];
  run: (data: FormData, context: FormActionContext, deps: ActionDeps) => Promise<FormActionResult | void>;
};

export const defineAction = (definition: ActionDefinition): ActionDefinition => defineExtension('action', definition);
