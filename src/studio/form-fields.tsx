// The studio's own fields for config values the engine's member forms never have: a name with a
// declared list (suggested, any other still typed), a text key (with the text it shows in the
// channel's language), and a free object edited as JSON (route params, extra props).
import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { describedBy as describedByIds, fieldParts } from '@/engine/forms/theme/ids';
import { Hint, Input, Label, Textarea } from '@/engine/forms/theme/styles';
import { KeyTexts } from './key-texts';
import type { StudioFormContext } from './studio-form-context';
import { words } from './schema-ui';
import { useStudioT } from './studio-i18n';

type Data = Record<string, unknown>;
type Props = WidgetProps<Data>;

/** The id of the one <datalist> of every text key (rendered once by the page). */
export const TEXT_KEYS_LIST = 'studio-text-keys';

export const describedBy = (props: Props, extra?: string) =>
  [describedByIds(props.id, fieldParts(props.rawErrors, props.uiSchema, props.schema)), extra].filter(Boolean).join(' ') || undefined;

/** The text input of every studio widget: the value, the field's ids for help and errors, empty = unset. */
export function TextInput({ props, list, extra, placeholder }: { props: Props; list?: string; extra?: string; placeholder?: string }) {
  const { id, value, disabled, readonly } = props;
  const invalid = (props.rawErrors?.length ?? 0) > 0;
  return (
    <Input
      id={id}
      name={id}
      list={list}
      value={value == null ? '' : String(value)}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      spellCheck={false}
      autoComplete="off"
      $invalid={invalid}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(props, extra)}
      onChange={(e) => props.onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={(e) => props.onBlur(id, e.target.value)}
      onFocus={(e) => props.onFocus(id, e.target.value)}
    />
  );
}

export function SuggestWidget(props: Props) {
  const names = (Array.isArray(props.schema.examples) ? props.schema.examples : []) as string[];
  const list = `${props.id}-names`;
  return (
    <>
      <TextInput props={props} list={list} />
      <datalist id={list}>
        {names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}

export function TextKeyWidget(props: Props) {
  const { t } = useStudioT();
  const context = (props.registry.formContext ?? {}) as StudioFormContext;
  const key = typeof props.value === 'string' ? props.value : '';
  const text = key ? context.textOf?.(key) : undefined;
  const shown = `${props.id}-text`;
  return (
    <>
      <TextInput props={props} list={TEXT_KEYS_LIST} extra={shown} />
      <Hint id={shown}>
        {key ? (text !== undefined ? t('textKey.shows', { language: context.language ?? 'en', text }) : t('textKey.noText', { language: context.language ?? 'en' })) : t('textKey.hint')}
      </Hint>
      <KeyTexts textKey={key} context={context} id={props.id} />
    </>
  );
}

/** A free object (no declared properties), edited as JSON; the draft changes only while it parses. */
export function JsonField(props: FieldProps<Data>) {
  const { t } = useStudioT();
  const id = props.fieldPathId.$id;
  const shown = props.formData === undefined ? '' : JSON.stringify(props.formData, null, 2);
  const [text, setText] = useState(shown);
  const [problem, setProblem] = useState('');
  // Undo, redo or an import changed the value under the text: show the value.
  const [last, setLast] = useState(shown);
  if (shown !== last) {
    setLast(shown);
    if (!problem) setText(shown);
  }
  const label = String(props.uiSchema?.['ui:title'] ?? words(props.name));
  const help = (props.uiSchema?.['ui:description'] as string | undefined) ?? props.schema.description;
  const errors = props.schema.type === 'object' ? (props.rawErrors ?? []) : [];
  return (
    <div>
      <Label htmlFor={id}>{t('textKey.json', { label })}</Label>
      {help ? <Hint id={`${id}-description`}>{help}</Hint> : null}
      <Textarea
        id={id}
        rows={Math.min(8, text.split('\n').length + 1)}
        value={text}
        spellCheck={false}
        $invalid={Boolean(problem) || errors.length > 0}
        aria-invalid={Boolean(problem) || errors.length > 0 || undefined}
        aria-describedby={[problem || errors.length > 0 ? `${id}-problem` : '', help ? `${id}-description` : ''].filter(Boolean).join(' ') || undefined}
        style={{ fontFamily: 'monospace', fontSize: 13 }}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim() === '') {
            setProblem('');
            setLast('');
            return props.onChange(undefined, props.fieldPathId.path);
          }
          try {
            const parsed: unknown = JSON.parse(e.target.value);
            setProblem('');
            setLast(JSON.stringify(parsed, null, 2));
            props.onChange(parsed as Data, props.fieldPathId.path);
          } catch (error) {
            setProblem(t('textKey.notJson', { reason: (error as Error).message }));
          }
        }}
      />
      {problem || errors.length > 0 ? (
        <ul id={`${id}-problem`} className="field-errors" style={{ color: '#a4000f' }}>
          {[problem, ...errors].filter(Boolean).map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
