import type { QueryClient } from '@tanstack/react-query';
import type { FormActionContext, FormActionResult, FormData } from './types';

/** What an action may use besides the form's data: the app's query client and translations. */
export type ActionDeps = { queryClient: QueryClient; t: (key: string) => string };

/**
 * A submit action that `form` blocks name, declared once in `src/app/actions/<kebab-name>.ts`
 * (`export const definition`). `npm run codegen` generates the list of names and a lazy loader per
 * action (`src/generated/extensions.ts`: the module loads with the first submit, not on the boot
 * path), the name enum of `schemas/screens.schema.json` and, in the manifest the preset CLI reads,
 * the API operations the action calls (the `src/lib/api/operations/*` modules its file imports,
 * directly or through `src/app/actions/support/`).
 */
export type ActionDefinition = {
  /** camelCase; the file is its kebab-case form. */
  name: string;
  description: string;
  run: (data: FormData, context: FormActionContext, deps: ActionDeps) => Promise<FormActionResult | void>;
};

export const defineAction = (definition: ActionDefinition): ActionDefinition => definition;
