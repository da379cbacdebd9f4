// Boot-safe entry: no @rjsf/* import here. The renderer is behind React.lazy.
import { lazy } from 'react';
import type { FormDefinition, FormSource } from './types';

export type {
  FormAction,
  FormActionContext,
  FormActionResult,
  FormData,
  FormDefinition,
  FormExtension,
  FormProblem,
  FormRules,
  FormSource,
  UiSchema,
} from './types';
export { checkForm, mergeForm, resolveForm, tidyForm, type ResolvedForm } from './merge';
export { DEFAULT_FORM_HEIGHT, estimateFormHeight } from './skeleton-height';
export type { EngineFormProps } from './engine-form';

/** The rjsf form renderer (own chunk with @rjsf/core; ajv only when a form is not precompiled). */
export const LazyEngineForm = lazy(() => import('./engine-form'));

/** A registry form source (definition or loader, possibly a JSON module) as a definition. */
export async function loadFormSource(source: FormSource): Promise<FormDefinition> {
  if (typeof source !== 'function') return source;
  const loaded = await source();
  return 'default' in loaded ? loaded.default : loaded;
}
