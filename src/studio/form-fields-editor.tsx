// One form, field by field: text key of its label, required, hidden, order, its rules and display
// (field-settings.tsx: type, options, widget...); add a field; remove one. Order is the uiSchema's
// `ui:order`, labels are `title` (i18n keys), hiding is `ui:widget: hidden`.
import { useState } from 'react';
import type { Finding } from '@/lib/preset-check/findings';
import { isObject, type Json } from '@/lib/preset-check/built-preset';
import { setIn, type Draft, type DraftChange } from './draft-history';
import { FieldError } from './field-error';
import { FieldSettings } from './field-settings';
import { KeyTexts } from './key-texts';
import { orderWithNewField } from './new-field-place';
import { editableTexts } from './shipped-texts';
import { Group, ItemTools, ListItem, SmallButton } from './styles';
import { useStudioT } from './studio-i18n';

const FIELD_TYPES = ['string', 'boolean', 'number', 'integer'] as const;

export function FormFieldsEditor({ name, draft, findings, change }: { name: string; draft: Draft; findings: readonly Finding[]; change: DraftChange }) {
  const { t } = useStudioT();
  const form = (draft.forms?.[name] ?? {}) as Json;
  const schema = (isObject(form.schema) ? form.schema : { type: 'object', properties: {} }) as Json;
  const properties = (isObject(schema.properties) ? schema.properties : {}) as Record<string, Json>;
  const uiSchema = (isObject(form.uiSchema) ? form.uiSchema : {}) as Json;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const listed = Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as string[]).filter((f) => f in properties) : [];
  const order = [...listed, ...Object.keys(properties).filter((f) => !listed.includes(f))];
  const [field, setField] = useState('');
  const [type, setType] = useState<(typeof FIELD_TYPES)[number]>('string');
  const base = ['forms', name];
  const context = editableTexts(draft, change);

  const setOrder = (next: string[]) => change(setIn(draft, [...base, 'uiSchema', 'ui:order'], next));
  const move = (index: number, by: number) => {
    const next = [...order];
    const [f] = next.splice(index, 1);
    next.splice(index + by, 0, f as string);
    setOrder(next);
  };
  const setRequired = (f: string, on: boolean) => {
    const next = on ? [...required, f] : [...required].filter((r) => r !== f);
    change(setIn(draft, [...base, 'schema', 'required'], next.length > 0 ? next : undefined));
  };
  const hidden = (f: string) => isObject(uiSchema[f]) && (uiSchema[f] as Json)['ui:widget'] === 'hidden';
  const remove = (f: string) => {
    let next = setIn(draft, [...base, 'schema', 'properties', f], undefined);
    next = setIn(next, [...base, 'uiSchema', f], undefined);
    if (listed.includes(f)) next = setIn(next, [...base, 'uiSchema', 'ui:order'], listed.filter((o) => o !== f));
    const rest = [...required].filter((r) => r !== f);
    change(setIn(next, [...base, 'schema', 'required'], rest.length > 0 ? rest : undefined));
  };

  return (
    <>
      <h2>{t('form.title', { name })}</h2>
      <FieldError findings={findings} pointer={`/forms/${name}`} exact />
      {order.map((f, index) => {
        const id = `field-${f}`;
        const prop = properties[f] ?? {};
        return (
          <ListItem key={f} role="group" aria-label={t('form.field', { name: f })}>
            <strong>{f}</strong> <span>({String(prop.type ?? 'string')})</span>{' '}
            <label htmlFor={`${id}-title`}>{t('form.labelKey')}</label>{' '}
            <input
              id={`${id}-title`}
              list="studio-text-keys"
              value={String(prop.title ?? '')}
              aria-describedby={`${id}-title-text`}
              onChange={(e) => change(setIn(draft, [...base, 'schema', 'properties', f, 'title'], e.target.value || undefined))}
            />{' '}
            <span id={`${id}-title-text`} className="help">
              {typeof prop.title === 'string' ? t('list.quoted', { text: context.textOf(prop.title) ?? t('textKey.noTextYet') }) : ''}
            </span>{' '}
            <KeyTexts textKey={typeof prop.title === 'string' ? prop.title : ''} context={context} id={`${id}-title`} />
            <label>
              <input type="checkbox" role="switch" checked={required.has(f)} onChange={(e) => setRequired(f, e.target.checked)} /> {t('form.required')}
            </label>{' '}
            <label>
              <input type="checkbox" role="switch" checked={hidden(f)} onChange={(e) => change(setIn(draft, [...base, 'uiSchema', f, 'ui:widget'], e.target.checked ? 'hidden' : undefined))} /> {t('form.hidden')}
            </label>
            <FieldError findings={findings} pointer={`/forms/${name}/schema/properties/${f}`} exact />
            <FieldSettings
              form={name}
              field={f}
              rules={prop}
              display={isObject(uiSchema[f]) ? (uiSchema[f] as Json) : undefined}
              findings={findings}
              context={context}
              onRules={(rules) => change(setIn(draft, [...base, 'schema', 'properties', f], rules))}
              onDisplay={(display) => change(setIn(draft, [...base, 'uiSchema', f], display))}
            />
            <ItemTools>
              <SmallButton type="button" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('form.moveUp', { name: f })}>{t('list.up')}</SmallButton>
              <SmallButton type="button" disabled={index === order.length - 1} onClick={() => move(index, 1)} aria-label={t('form.moveDown', { name: f })}>{t('list.down')}</SmallButton>
              <SmallButton type="button" onClick={() => remove(f)} aria-label={t('form.remove', { name: f })}>{t('list.remove')}</SmallButton>
            </ItemTools>
          </ListItem>
        );
      })}
      <Group>
        <legend>{t('form.add')}</legend>
        <label htmlFor="new-field-name">{t('form.name')}</label>{' '}
        <input id="new-field-name" value={field} placeholder="loyalty_store" onChange={(e) => setField(e.target.value.trim())} />{' '}
        <label htmlFor="new-field-type">{t('form.type')}</label>{' '}
        <select id="new-field-type" value={type} onChange={(e) => setType(e.target.value as (typeof FIELD_TYPES)[number])}>
          {FIELD_TYPES.map((fieldType) => <option key={fieldType}>{fieldType}</option>)}
        </select>{' '}
        <SmallButton
          type="button"
          disabled={!field || field in properties}
          onClick={() => {
            const next = setIn(draft, [...base, 'schema', 'properties', field], { type, title: `forms.fields.${field}` });
            const types = Object.fromEntries(order.map((f) => [f, properties[f]?.type]));
            change(setIn(next, [...base, 'uiSchema', 'ui:order'], orderWithNewField(order, types, field, type)));
            setField('');
          }}
        >
          {t('form.addButton')}
        </SmallButton>
        <p className="help">{t('form.addHelp')}</p>
      </Group>
    </>
  );
}
