// A text shown to members that is one text for every language or a text per language
// (common.schema.json#/$defs/localizedText: menu entry and footer titles): a switch between the two
// and, per language, a table of the channel's languages (and any other code the value has).
import type { FieldProps } from '@rjsf/utils';
import { useState } from 'react';
import { isObject } from '@/lib/preset-check/built-preset';
import { Hint, Input, Label } from '@/engine/forms/theme/styles';
import type { StudioFormContext } from './studio-form-context';
import { words } from './schema-ui';
import { SwitchLabel } from './styles';
import { Table } from './table-styles';
import { useStudioT } from './studio-i18n';

type Data = Record<string, unknown>;

export function LocalizedTextField(props: FieldProps<Data>) {
  const { t } = useStudioT();
  const id = props.fieldPathId.$id;
  const path = props.fieldPathId.path;
  const context = (props.registry.formContext ?? {}) as StudioFormContext;
  const value: unknown = props.formData;
  // The table stays while its texts are being typed (an empty table is no value yet).
  const [table, setTable] = useState(isObject(value));
  const perLanguage = isObject(value) || (table && value === undefined);
  const label = String(props.uiSchema?.['ui:title'] ?? words(props.name));
  const help = String(props.uiSchema?.['ui:description'] ?? props.schema.description ?? '');
  const channel = context.language ?? 'en';
  const texts = (isObject(value) ? value : {}) as Record<string, string>;
  const languages = [...new Set([...(context.languages ?? [channel]), ...Object.keys(texts)])];
  const set = (next: unknown) => props.onChange(next as Data, path);
  const setText = (language: string, text: string) => {
    const next = { ...texts, [language]: text };
    if (text === '') delete next[language];
    set(Object.keys(next).length > 0 ? next : undefined);
  };
  const toggle = (on: boolean) => {
    setTable(on);
    if (on) set(typeof value === 'string' && value !== '' ? { [channel]: value } : undefined);
    else set(texts[channel] ?? Object.values(texts)[0]);
  };
  const errors = props.rawErrors ?? [];
  return (
    <div>
      <Label id={`${id}-label`} htmlFor={perLanguage ? undefined : id}>
        {label}
      </Label>
      {help ? <Hint>{help.split(':')[0]}</Hint> : null}
      <SwitchLabel>
        <input type="checkbox" role="switch" checked={perLanguage} onChange={(e) => toggle(e.target.checked)} aria-label={t('localized.perLanguageOf', { label })} />
        <span>{t('localized.perLanguage')}</span>
      </SwitchLabel>
      {perLanguage ? (
        <Table>
          <caption className="help">{t('localized.caption', { label })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('localized.language')}</th>
              <th scope="col">{t('localized.text')}</th>
            </tr>
          </thead>
          <tbody>
            {languages.map((language) => (
              <tr key={language}>
                <th scope="row">{language}</th>
                <td>
                  <Input aria-label={t('localized.in', { label, language })} value={texts[language] ?? ''} placeholder={t('localized.missing')} onChange={(e) => setText(language, e.target.value)} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <Input id={id} value={typeof value === 'string' ? value : ''} onChange={(e) => set(e.target.value === '' ? undefined : e.target.value)} />
      )}
      {errors.length > 0 ? (
        <ul className="field-errors" style={{ color: '#a4000f' }}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
