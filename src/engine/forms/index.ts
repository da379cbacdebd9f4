// Boot-safe entry: no @rjsf/* import here. The renderer is behind React.lazy.
import { lazy } from 'react';
import { engineFormThenable } from './load-engine';

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
export { checkForm, formWithout, mergeForm, resolveForm, tidyForm, withoutFields, type ResolvedForm } from './merge';
export { loadedFormSource, loadFormSource } from './load-source';
export { formSourceFor, readyFormFor } from './whole-form';
export { DEFAULT_FORM_HEIGHT, estimateFormHeight } from './skeleton-height';
export type { EngineFormProps } from './engine-form';

export { prepareForm } from './load-engine';

/**
 * The rjsf form renderer (own chunk with @rjsf/core; ajv only when a form is not precompiled). Asked
 * for once the form's placeholder has painted; once in, it renders without suspending.
 */
export const LazyEngineForm = lazy(engineFormThenable);
