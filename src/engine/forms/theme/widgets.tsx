import { optionId, type RegistryWidgetsType, type WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useEffect, useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { useRenderingAhead } from '@/lib/rendering-ahead';
import type { FormData } from '../types';
import { describedBy, fieldParts } from './ids';
import { Choice, Hint, Input, Select, Textarea } from './styles';

type Props = WidgetProps<FormData>;

function a11y(props: Props) {
  const parts = fieldParts(props.rawErrors, props.uiSchema, props.schema);
  return { 'aria-describedby': describedBy(props.id, parts), 'aria-invalid': parts.errors || undefined };
}

const emptyToUndefined = (props: Props) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
  props.onChange(event.target.value === '' ? props.options.emptyValue : event.target.value);

/**
 * What the member typed (or chose) in the server's HTML before it was hydrated: React keeps a
 * field's DOM value when it hydrates but reports no change, so the form's data would lack it and
 * the field's next render would clear it. `read` gives the field's DOM state when it differs from
 * what the form holds (undefined: the same); it is reported once, as the hydrated field mounts
 * (the node, its focus and caret stay). Later typing reports itself through the change events.
 */
function useKeptFromServerHtml<E extends HTMLElement>(read: (element: E) => { value: unknown } | undefined, report: (value: unknown) => void) {
  const ref = useRef<E>(null);
  const hydrated = useRenderingAhead();
  useLayoutEffect(() => {
    const typed = hydrated && ref.current ? read(ref.current) : undefined;
    if (typed) report(typed.value);
    // Once, with the first render's `hydrated`: a field the client rendered holds what the form holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/** The typed text of a text field or text area, when it differs from `shown`. */
const typedText =
  (shown: string, props: Props) =>
  (element: HTMLInputElement | HTMLTextAreaElement): { value: unknown } | undefined =>
    element.value === shown ? undefined : { value: element.value === '' ? props.options.emptyValue : element.value };

/** The one <input> behind text, email, password and tel fields. */
function input(type: string) {
  return function InputWidget(props: Props) {
    const { id, htmlName, value, required, disabled, readonly, autofocus, options, schema } = props;
    const { autocomplete, inputMode } = options as { autocomplete?: string; inputMode?: 'numeric' | 'tel' | 'email' | 'text' };
    const shown = value == null ? '' : String(value);
    const ref = useKeptFromServerHtml<HTMLInputElement>(typedText(shown, props), props.onChange);
    return (
      <Input
        ref={ref}
        id={id}
        name={htmlName || id}
        type={(props as { type?: string }).type ?? type}
        value={shown}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        autoComplete={autocomplete}
        inputMode={inputMode}
        maxLength={schema.maxLength}
        $invalid={(props.rawErrors?.length ?? 0) > 0}
        onChange={emptyToUndefined(props)}
        onBlur={(e) => props.onBlur(id, e.target.value)}
        onFocus={(e) => props.onFocus(id, e.target.value)}
        {...a11y(props)}
      />
    );
  };
}

function TextareaWidget(props: Props) {
  const { id, htmlName, value, required, disabled, readonly } = props;
  const shown = value == null ? '' : String(value);
  const ref = useKeptFromServerHtml<HTMLTextAreaElement>(typedText(shown, props), props.onChange);
  return (
    <Textarea
      ref={ref}
      id={id}
      name={htmlName || id}
      value={shown}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      $invalid={(props.rawErrors?.length ?? 0) > 0}
      onChange={emptyToUndefined(props)}
      onBlur={(e) => props.onBlur(id, e.target.value)}
      onFocus={(e) => props.onFocus(id, e.target.value)}
      {...a11y(props)}
    />
  );
}

function SelectWidget(props: Props) {
  const { t } = useTranslation();
  const { id, htmlName, value, required, disabled, readonly, options } = props;
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptions.findIndex((option) => option.value === value);
  const shown = selected >= 0 ? String(selected) : '';
  const ref = useKeptFromServerHtml<HTMLSelectElement>(
    (element) => (element.value === shown ? undefined : { value: element.value === '' ? options.emptyValue : enumOptions[Number(element.value)]?.value }),
    props.onChange,
  );
  return (
    <Select
      ref={ref}
      id={id}
      name={htmlName || id}
      value={shown}
      required={required}
      disabled={disabled || readonly}
      $invalid={(props.rawErrors?.length ?? 0) > 0}
      onChange={(e) => props.onChange(e.target.value === '' ? options.emptyValue : enumOptions[Number(e.target.value)]?.value)}
      onBlur={(e) => props.onBlur(id, e.target.value)}
      onFocus={(e) => props.onFocus(id, e.target.value)}
      {...a11y(props)}
    >
      <option value="">{props.placeholder ? t(props.placeholder) : ''}</option>
      {enumOptions.map((option, index) => (
        <option key={String(option.value)} value={String(index)}>
          {t(option.label)}
        </option>
      ))}
    </Select>
  );
}

/** Radio group; FieldTemplate wraps it in a fieldset whose legend is the field label. */
function RadioWidget(props: Props) {
  const { t } = useTranslation();
  const { id, htmlName, value, required, disabled, readonly, options } = props;
  const describing = a11y(props);
  const enumOptions = options.enumOptions ?? [];
  const ref = useKeptFromServerHtml<HTMLDivElement>((group) => {
    const checked = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')].findIndex((radio) => radio.checked);
    const chosen = checked >= 0 ? enumOptions[checked]?.value : undefined;
    return chosen !== undefined && chosen !== value ? { value: chosen } : undefined;
  }, props.onChange);
  return (
    <div role="presentation" ref={ref}>
      {enumOptions.map((option, index) => (
        <Choice key={String(option.value)} htmlFor={optionId(id, index)}>
          <input
            type="radio"
            id={optionId(id, index)}
            name={htmlName || id}
            value={String(index)}
            checked={value === option.value}
            required={required}
            disabled={disabled || readonly}
            onChange={() => props.onChange(option.value)}
            onBlur={() => props.onBlur(id, value)}
            onFocus={() => props.onFocus(id, value)}
            {...describing}
          />
          <span>{t(option.label)}</span>
        </Choice>
      ))}
    </div>
  );
}

/** A checkbox with its own label (consents); `required` marks it for assistive technology. */
function CheckboxWidget(props: Props) {
  const { t } = useTranslation();
  const { id, htmlName, value, required, disabled, readonly, label } = props;
  const ref = useKeptFromServerHtml<HTMLInputElement>((element) => (element.checked === (value === true) ? undefined : { value: element.checked }), props.onChange);
  return (
    <Choice htmlFor={id}>
      <input
        ref={ref}
        type="checkbox"
        id={id}
        name={htmlName || id}
        checked={value === true}
        required={required}
        disabled={disabled || readonly}
        onChange={(e) => props.onChange(e.target.checked)}
        onBlur={() => props.onBlur(id, value)}
        onFocus={() => props.onFocus(id, value)}
        {...a11y(props)}
      />
      <span>
        {t(label)}
        {required ? <span aria-hidden="true"> *</span> : null}
      </span>
    </Choice>
  );
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      // rjsf's data-url convention keeps the file name: data:<type>;name=<name>;base64,<data>
      // (an empty file reads as a bare "data:", which keeps neither).
      const result = String(reader.result);
      const dataUrl = result.includes(';base64,') ? result : `data:${file.type};base64,`;
      resolve(dataUrl.replace(';base64,', `;name=${encodeURIComponent(file.name)};base64,`));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** File field (invoice upload): the value is a data URL; emptiness, type and size are checked by the form rules. */
function FileWidget(props: Props) {
  const { id, htmlName, value, required, disabled, readonly, options } = props;
  const name = typeof value === 'string' ? /;name=([^;]+)/.exec(value)?.[1] : undefined;
  const input = useRef<HTMLInputElement>(null);
  const empty = typeof value !== 'string' || value === '';
  useEffect(() => {
    // A form reset (after an upload) clears the value: the input must not keep showing the file.
    if (empty && input.current) input.current.value = '';
  }, [empty]);
  return (
    <>
      <Input
        as="input"
        ref={input}
        type="file"
        id={id}
        name={htmlName || id}
        required={required}
        disabled={disabled || readonly}
        accept={(options as { accept?: string }).accept}
        $invalid={(props.rawErrors?.length ?? 0) > 0}
        onChange={async (e: ChangeEvent<HTMLInputElement>) => {
          const file = e.target.files?.[0];
          props.onChange(file ? await readAsDataUrl(file) : options.emptyValue);
        }}
        {...a11y(props)}
      />
      {name ? <Hint>{decodeURIComponent(name)}</Hint> : null}
    </>
  );
}

export const widgets: RegistryWidgetsType<FormData> = {
  TextWidget: input('text'),
  EmailWidget: input('email'),
  PasswordWidget: input('password'),
  tel: input('tel'),
  TextareaWidget,
  SelectWidget,
  RadioWidget,
  CheckboxWidget,
  FileWidget,
};
