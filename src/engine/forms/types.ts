// Form data shapes shared by the registry, the form block and the (lazy) rjsf renderer. This file must
// not import @rjsf/*: it is on the boot path.
import type { JSONSchema7 } from 'json-schema';

export type FormData = Record<string, unknown>;
export type UiSchema = Record<string, unknown>;

/** Cross-field and file rules that JSON Schema cannot say (checked in rjsf's customValidate). */
export type FormRules = {
  /** `field` must equal `to` (password repeat). */
  equal?: Array<{ field: string; to: string; message?: string }>;
  /** File fields (data URLs): allowed MIME types and the maximum size in bytes. */
  files?: Array<{ field: string; accept: string[]; maxBytes: number }>;
  /** When any required field is missing, also show this form-level message (i18n key). */
  requiredSummary?: string;
};

/** One form of channel-presets/<preset>/forms/<name>.json (schemas/forms.schema.json). */
export type FormDefinition = {
  schema: JSONSchema7 & { type: 'object'; properties: Record<string, JSONSchema7> };
  uiSchema?: UiSchema;
  rules?: FormRules;
  submitLabel?: string;
};

/**
 * What remote config (SETTINGS `forms.<name>`) may change in a form, in the form's own shape: add
 * fields (`schema.properties`), mark fields required (`schema.required`), relabel (uiSchema
 * `<field>.ui:title`, an i18n key), reorder (uiSchema `ui:order`), add rules.
 */
export type FormExtension = {
  schema?: { properties?: Record<string, JSONSchema7>; required?: string[] };
  uiSchema?: UiSchema;
  rules?: FormRules;
  submitLabel?: string;
};

/** A form in the registry: the definition itself or a loader (lazy JSON import). */
export type FormSource = FormDefinition | (() => Promise<FormDefinition | { default: FormDefinition }>);

export type FormActionContext = {
  form: string;
  params: Record<string, unknown>;
};

/**
 * A submit handler. Resolve to finish (optionally navigate or show a message); reject with an Error to
 * show its message above the form (the typed data is kept); return `fieldErrors` (i18n keys or texts
 * per field) for server-side field errors.
 */
export type FormActionResult = {
  /** An in-app path, or paths in order of preference: the first the channel offers is taken (else `/`). */
  redirectTo?: string | readonly string[];
  /** Shown as a toast when the journey ends on a later choice than the first (whose screen said it). */
  fallbackMessage?: string;
  message?: string;
  fieldErrors?: Record<string, string[]>;
  /** Clear the form after success (default: keep). */
  reset?: boolean;
  /** The member answered no to the action's question: nothing happened, the form stays as typed. */
  cancelled?: boolean;
};
export type FormAction = (data: FormData, context: FormActionContext) => Promise<FormActionResult | void>;

export type FormProblem = { pointer: string; message: string };
