// A choice among a schema's `enum` values in the studio: each option is shown as the operator knows
// it (its label in the operator's language, schema-words.ts), never looked up as a portal text key (the portal's member forms do that, and a value such as
// `invoices` is a group of keys there, which i18next reports as "returned an object"). A menu entry
// a `before` names shows its title in the channel's language; any other value its studio word
// (`values.<value>`), else the value as the config holds it.
import type { WidgetProps } from '@rjsf/utils';
import { Select } from '@/engine/forms/theme/styles';
import { describedBy } from './form-fields';
import type { StudioFormContext } from './studio-form-context';
import { useStudioT } from './studio-i18n';

type Props = WidgetProps<Record<string, unknown>>;

export function StudioSelectWidget(props: Props) {
  const { t } = useStudioT();
  const { id, value, required, disabled, readonly, options } = props;
  const context = (props.registry.formContext ?? {}) as StudioFormContext;
  const choices = options.enumOptions ?? [];
  const selected = choices.findIndex((option) => option.value === value);
  const menuEntry = /before$/.test(id) && choices.some((option) => option.value === 'home');
  const labelOf = (raw: unknown, label: string) => {
    const text = String(raw);
    if (menuEntry) {
      const title = context.textOf?.(`menu.${text}`);
      return title ? `${title} (${text})` : text;
    }
    // The option's label from the uiSchema (`ui:enumNames`: the schema's words, schema-words.ts).
    if (label !== text) return label;
    return t(`values.${text}`, { defaultValue: text });
  };
  const invalid = (props.rawErrors?.length ?? 0) > 0;
  return (
    <Select
      id={id}
      name={id}
      value={selected >= 0 ? String(selected) : ''}
      required={required}
      disabled={disabled || readonly}
      $invalid={invalid}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(props)}
      onChange={(e) => props.onChange(e.target.value === '' ? options.emptyValue : choices[Number(e.target.value)]?.value)}
      onBlur={(e) => props.onBlur(id, e.target.value)}
      onFocus={(e) => props.onFocus(id, e.target.value)}
    >
      <option value="">{t('theme.none')}</option>
      {choices.map((option, index) => (
        <option key={String(option.value)} value={String(index)}>
          {labelOf(option.value, option.label)}
        </option>
      ))}
    </Select>
  );
}
