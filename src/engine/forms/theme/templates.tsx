import {
  descriptionId,
  errorId,
  getSubmitButtonOptions,
  getUiOptions,
  helpId,
  type BaseInputTemplateProps,
  type ErrorListProps,
  type FieldErrorProps,
  type FieldTemplateProps,
  type SubmitButtonProps,
  type TemplatesType,
} from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { Button, VisuallyHidden } from '@/engine/theme';
import type { FormData } from '../types';
import { Field, FieldErrors, Hint, Label, Legend, Summary } from './styles';
import { widgets } from './widgets';

/**
 * What the form passes to its templates through rjsf's formContext. `ahead`: the server's HTML, not
 * yet hydrated (the submit button is disabled then, so Enter in a field submits nothing natively: a
 * GET with the typed password in the URL; the client handles the submit once hydrated).
 */
export type FormContext = { busy: boolean; ahead?: boolean };

function RequiredMark() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true"> *</span>
      <VisuallyHidden> ({t('forms.required')})</VisuallyHidden>
    </>
  );
}

/**
 * Label, control, errors, help and description of one field. Radio groups get a fieldset and legend;
 * checkboxes label themselves. Errors, help and description carry the ids the control's
 * aria-describedby names.
 */
function FieldTemplate(props: FieldTemplateProps<FormData>) {
  const { t } = useTranslation();
  const { id, label, children, rawErrors, rawHelp, rawDescription, hidden, required, displayLabel, uiSchema, hideError } = props;
  if (hidden) return <div hidden>{children}</div>;
  if (id === 'root' || props.schema.type === 'object') return children;
  const widget = getUiOptions(uiSchema).widget;
  const group = widget === 'radio';
  const showLabel = displayLabel !== false && widget !== 'checkbox';
  const errors = hideError ? [] : (rawErrors ?? []);
  const text = (
    <>
      {t(label)}
      {required ? <RequiredMark /> : null}
    </>
  );
  return (
    <Field as={group ? 'fieldset' : 'div'}>
      {showLabel ? group ? <Legend>{text}</Legend> : <Label htmlFor={id}>{text}</Label> : null}
      {rawDescription ? <Hint id={descriptionId(id)}>{t(rawDescription)}</Hint> : null}
      {children}
      {errors.length > 0 ? (
        <FieldErrors id={errorId(id)}>
          {errors.map((error, index) => (
            <li key={index}>{error}</li>
          ))}
        </FieldErrors>
      ) : null}
      {rawHelp ? <Hint id={helpId(id)}>{t(rawHelp)}</Hint> : null}
    </Field>
  );
}

/** Field errors are rendered by FieldTemplate (with the id aria-describedby names). */
function FieldErrorTemplate(_props: FieldErrorProps<FormData>) {
  return null;
}

/** Every error above the form, announced when it appears. Duplicate messages show once. */
function ErrorListTemplate({ errors }: ErrorListProps<FormData>) {
  const messages = [...new Set(errors.map((error) => error.message ?? error.stack).filter(Boolean))];
  if (messages.length === 0) return null;
  return (
    <Summary role="alert">
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Summary>
  );
}

function SubmitButton({ uiSchema, registry }: SubmitButtonProps<FormData>) {
  const { t } = useTranslation();
  const { submitText, norender, props } = getSubmitButtonOptions(uiSchema);
  const { busy = false, ahead = false } = (registry.formContext as FormContext | undefined) ?? {};
  if (norender) return null;
  return (
    // Busy: aria-disabled, not disabled, so the button keeps focus while the action runs (a dialog
    // the action opens returns focus to it); the form ignores submits while busy. rjsf sets
    // props.disabled while the whole form is (busy), so it counts only when the form is idle.
    // The bottom margin is the form's button row: the next block (a resend button, a "continue
    // without" link) never touches it, on any screen.
    <Button type="submit" variant="confirm" block disabled={ahead || (!busy && props?.disabled)} aria-disabled={busy || undefined} aria-busy={busy} mt={2} mb={4}>
      {busy ? t('forms.saving') : t(submitText ?? 'common.submit')}
    </Button>
  );
}

/** For widgets rjsf renders through its base input (number, url...): our input with translated ids. */
function BaseInputTemplate(props: BaseInputTemplateProps<FormData>) {
  const Text = widgets.TextWidget!;
  return <Text {...props} />;
}

export const templates: Partial<TemplatesType<FormData>> = {
  FieldTemplate,
  FieldErrorTemplate,
  ErrorListTemplate,
  BaseInputTemplate,
  ButtonTemplates: { SubmitButton } as TemplatesType<FormData>['ButtonTemplates'],
};
