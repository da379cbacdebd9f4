// The rjsf renderer. Everything importing @rjsf/* sits behind this module, which the app only reaches
// through React.lazy (see index.ts), so rjsf loads only on screens that show a form.
import Form, { type IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, isApiError } from '@/lib/api/errors';
import { changedFields, fieldNames, onlyFields, prefill, prefillUntouched } from './field-data';
import { resolveForm } from './merge';
import { createCustomValidate, createTransformErrors } from './messages';
import { templates, widgets, type FormContext } from './theme';
import { FormFrame } from './theme/styles';
import type { FormAction, FormActionResult, FormData, FormDefinition, FormExtension, FormProblem } from './types';
import { loadedValidator, loadValidator, type LoadedValidator } from './validator';
import { FormStatus } from './form-status';
import { estimateFormHeight } from './skeleton-height';
import { useRenderingAhead } from '@/lib/rendering-ahead';

export type EngineFormProps = {
  /** Form name, for problem pointers (`forms/<name>/...`). */
  name: string;
  definition: FormDefinition;
  extension?: FormExtension;
  /**
   * The pre-fill. In at the first render, it is the form's initial data; come later (a form rendered
   * ahead hydrates empty), it fills, once, the fields the member has not changed.
   */
  initialData?: FormData;
  submitLabel?: string;
  onSubmit: (data: FormData) => ReturnType<FormAction>;
  /** Called after a successful submit with what the action returned. */
  onSuccess?: (result: FormActionResult | void, data: FormData) => void;
  onProblem?: (problem: FormProblem) => void;
  /** Called when a submit is refused by the form's own rules (nothing sent): an earlier outcome no longer applies. */
  onRefused?: () => void;
};

type Ready = { form: FormDefinition } & LoadedValidator;

/**
 * Starts a form's validator before the form renders (`prepareForm` in load-engine.ts: as soon as
 * this chunk is in), so its first render finds it and shows the fields at once.
 */
export function prepareValidator(definition: FormDefinition): void {
  loadValidator(definition.schema as RJSFSchema).catch(() => undefined);
}

/** A form resolved (its extension merged and checked) with its validator, once per definition and extension. */
type ResolvedEntry = { problems: FormProblem[]; ready: Promise<Ready>; settled?: Ready };
const resolvedForms = new WeakMap<FormDefinition, Map<FormExtension | undefined, ResolvedEntry>>();

function resolvedEntry(name: string, definition: FormDefinition, extension: FormExtension | undefined): ResolvedEntry {
  let byExtension = resolvedForms.get(definition);
  if (!byExtension) resolvedForms.set(definition, (byExtension = new Map()));
  const known = byExtension.get(extension);
  if (known) return known;
  const resolved = resolveForm(name, definition, extension);
  const problems = [...resolved.problems];
  const load = async (): Promise<Ready> => {
    try {
      return { form: resolved.form, ...(await loadValidator(resolved.form.schema as RJSFSchema)) };
    } catch (error) {
      if (!resolved.extended) throw error;
      problems.push({ pointer: `forms/${name}/schema`, message: `The extended form cannot be compiled (${String(error)}); using the channel's form` });
      return { form: definition, ...(await loadValidator(definition.schema as RJSFSchema)) };
    }
  };
  const entry: ResolvedEntry = { problems, ready: load() };
  entry.ready.then(
    (ready) => (entry.settled = ready),
    // A failed load is not kept: the next form asks again.
    () => byExtension.delete(extension),
  );
  byExtension.set(extension, entry);
  return entry;
}

/**
 * A form ready to render (resolved, its validator in), loaded once per definition and extension:
 * the form block waits for it where the form is rendered whole at once (on the server, at hydration).
 */
export const loadReadyForm = (name: string, definition: FormDefinition, extension: FormExtension | undefined): Promise<unknown> =>
  resolvedEntry(name, definition, extension).ready;

/** A form whose resolution and validator are in: ready at the first render, no loading state. */
function readyAtOnce(definition: FormDefinition, extension: FormExtension | undefined): Ready | null {
  const settled = resolvedForms.get(definition)?.get(extension)?.settled;
  if (settled) return settled;
  const loaded = extension ? undefined : loadedValidator(definition.schema as RJSFSchema);
  return loaded ? { form: definition, ...loaded } : null;
}

/** Resolves the form (extension merged and checked) and its validator; falls back to the base form. */
function useReadyForm(name: string, definition: FormDefinition, extension: FormExtension | undefined, onProblem?: (p: FormProblem) => void) {
  const [ready, setReady] = useState<Ready | { error: Error } | null>(() => readyAtOnce(definition, extension));
  useEffect(() => {
    let alive = true;
    const entry = resolvedEntry(name, definition, extension);
    const report = () => entry.problems.forEach((p) => onProblem?.(p));
    entry.ready.then(
      // The same form and validator as the first render's (`readyAtOnce`): no second render of the form.
      (value) => {
        report();
        if (alive) setReady((now) => (now && 'form' in now && now.form === value.form && now.validator === value.validator ? now : value));
      },
      (error: unknown) => {
        report();
        if (alive) setReady({ error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      alive = false;
    };
  }, [name, definition, extension, onProblem]);
  return ready;
}

const EMPTY: FormData = {};
// A const (consent must be true) is a rule, never a pre-filled answer.
const DEFAULT_STATE_BEHAVIOR = { constAsDefaults: 'never' } as const;

const toErrorSchema = (fieldErrors: Record<string, string[]>, t: (key: string) => string): ErrorSchema<FormData> =>
  Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, { __errors: messages.map((m) => t(m)) }])) as ErrorSchema<FormData>;

type RjsfForm = Form<FormData, RJSFSchema, FormContext>;

/**
 * A pre-fill that comes after the form is shown: set through rjsf's `setFieldValue` into the fields
 * the member has not changed (typed into before hydration, reported by the widgets, or after), once.
 * The fields stay mounted, with their focus and caret. Applied in a layout effect, in the commit that
 * brings it, so no keystroke comes between the check and the change.
 */
function useLatePrefill(form: RefObject<RjsfForm | null>, initialData: FormData | undefined, fields: readonly string[], shown: boolean) {
  const [atMount] = useState(initialData !== undefined);
  const applied = useRef(false);
  const changed = useRef({ data: EMPTY, fields: new Set<string>() });
  // A report with a field's id is a field's change; without one, what rjsf derives (defaults).
  const onChange = useCallback((event: IChangeEvent<FormData>, id?: string) => {
    const data = event.formData ?? EMPTY;
    if (id) for (const field of changedFields(changed.current.data, data)) changed.current.fields.add(field);
    changed.current.data = data;
  }, []);
  useLayoutEffect(() => {
    if (atMount || applied.current || !initialData || !shown || !form.current) return;
    applied.current = true;
    const values = prefillUntouched(initialData, fields, changed.current.fields);
    // rjsf types a field's value as the whole form's data.
    for (const [field, value] of Object.entries(values)) form.current.setFieldValue([field], value as FormData);
  }, [form, atMount, initialData, fields, shown]);
  // The form's `onChange`.
  return onChange;
}

export default function EngineForm({ name, definition, extension, initialData, submitLabel, onSubmit, onSuccess, onProblem, onRefused }: EngineFormProps) {
  const { t } = useTranslation();
  const ready = useReadyForm(name, definition, extension, onProblem);
  // rjsf holds the member's input (uncontrolled): a keystroke re-renders the changed field, not this
  // component and the whole form (docs/performance.md). The input survives failed submits, re-renders
  // and validator swaps because the Form stays mounted; a reset mounts a fresh one (`generation`).
  const fields = useMemo(() => fieldNames(definition, extension), [definition, extension]);
  const [initialFormData] = useState<FormData>(() => prefill(initialData, fields));
  const [generation, setGeneration] = useState(0);
  const rjsfForm = useRef<RjsfForm>(null);
  const onChange = useLatePrefill(rjsfForm, initialData, fields, ready !== null && 'form' in ready);
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);
  const [submitted, setSubmitted] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema<FormData> | undefined>(undefined);

  const form = ready && 'form' in ready ? ready.form : undefined;
  const uiSchema = useMemo<UiSchema<FormData> | undefined>(
    () =>
      form && {
        ...(form.uiSchema as UiSchema<FormData>),
        'ui:submitButtonOptions': { submitText: form.submitLabel ?? submitLabel ?? 'common.submit' },
      },
    [form, submitLabel],
  );
  const transformErrors = useMemo(() => form && createTransformErrors(form, t), [form, t]);
  const customValidate = useMemo(() => form && createCustomValidate(form, t), [form, t]);
  const ahead = useRenderingAhead();
  const formContext = useMemo<FormContext>(() => ({ busy, ahead }), [busy, ahead]);
  const onError = useCallback(() => {
    setSubmitted(true);
    setSubmitError(null);
    onRefused?.();
  }, [onRefused]);

  if (!ready) return <FormStatus kind="loading" height={estimateFormHeight(definition)} />;
  if ('error' in ready) return <FormStatus kind="error" />;

  const handleSubmit = async ({ formData: data = {} }: IChangeEvent<FormData>) => {
    submitting.current = true;
    setBusy(true);
    setSubmitError(null);
    setExtraErrors(undefined);
    try {
      const result = await onSubmit(onlyFields(data, Object.keys(ready.form.schema.properties)));
      if (result?.fieldErrors) {
        setExtraErrors(toErrorSchema(result.fieldErrors, t));
        return;
      }
      if (result?.reset) {
        // A fresh form: no live "required" errors on the fields just emptied.
        setSubmitted(false);
        setGeneration((n) => n + 1);
      }
      onSuccess?.(result, data);
    } catch (error) {
      // Shown once: a failure the client reported is on screen as its toast already, and a lost
      // session was reported by the refresh that found it.
      if (isApiError(error)) setSubmitError(error.reported || error.kind === 'invalid-token' ? null : apiErrorText(error, t));
      else setSubmitError(error instanceof Error && error.message ? error.message : t('errors.generic'));
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <FormFrame>
      {submitError ? <FormStatus kind="submitError" message={submitError} /> : null}
      <Form<FormData, RJSFSchema, FormContext>
        key={generation}
        ref={rjsfForm}
        onChange={onChange}
        schema={ready.form.schema as RJSFSchema}
        uiSchema={uiSchema}
        initialFormData={generation === 0 ? initialFormData : EMPTY}
        validator={ready.validator}
        widgets={widgets}
        templates={templates}
        formContext={formContext}
        transformErrors={transformErrors}
        customValidate={customValidate}
        extraErrors={extraErrors}
        extraErrorsBlockSubmit={false}
        noHtml5Validate
        experimental_defaultFormStateBehavior={DEFAULT_STATE_BEHAVIOR}
        showErrorList="top"
        focusOnFirstError
        liveValidate={submitted}
        disabled={busy}
        onError={onError}
        onSubmit={(event) => {
          if (submitting.current) return;
          setSubmitted(true);
          void handleSubmit(event);
        }}
      />
    </FormFrame>
  );
}
