// One form field's settings in two forms generated from schemas/forms.schema.json: its rules
// (`fieldSchema`: type, format, pattern, lengths, options) and its display (the uiSchema entry:
// widget, label and help keys, option labels, input options). The CLI's findings show at their field.
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import type { Finding } from '@/lib/preset-check/findings';
import type { Json } from '@/lib/preset-check/built-preset';
import { schemaByFile } from './check';
import type { StudioFormContext } from './studio-form-context';
import { Disclosure } from './disclosure';
import { errorSchemaAt } from './findings';
import { StudioForm } from './studio-form';
import { isObject, uiFor } from './schema-ui';
import { schemaWords } from './schema-words';
import { useStudioT, type StudioT } from './studio-i18n';

type Schema = Record<string, unknown>;
const definitions = ((schemaByFile['forms.schema.json'] ?? {}).definitions ?? {}) as Schema;
const defs = { prefix: '#/definitions/', defs: definitions };
const NO_SUBMIT = { 'ui:submitButtonOptions': { norender: true } };

/** The rules of a field; its options (`enum`) are values of the field's own type. */
export function rulesSchema(type: unknown, t: StudioT): RJSFSchema {
  const field = (definitions.fieldSchema ?? {}) as Schema;
  const properties = { ...((field.properties ?? {}) as Schema) };
  delete properties.const;
  delete properties.title;
  const itemType = type === 'integer' || type === 'number' ? type : 'string';
  properties.enum = { ...(properties.enum as Schema), title: t('field.options'), description: t('field.optionsHelp'), items: { type: itemType, default: itemType === 'string' ? '' : 0 } };
  return { ...field, properties } as RJSFSchema;
}

const rulesUi = (t: StudioT): UiSchema => ({
  ...uiFor((definitions.fieldSchema ?? {}) as Schema, defs, undefined, { say: schemaWords(), scope: 'field' }),
  description: { 'ui:title': t('field.description'), 'ui:widget': 'textKey' },
  pattern: { 'ui:title': t('field.pattern') },
  enum: { 'ui:title': t('field.options'), items: { 'ui:title': t('field.option') } },
  ...NO_SUBMIT,
});

// rjsf reads every uiSchema key starting "ui:" as an option of the object itself, so the display
// form names the keys without the prefix and they are put back on the way out.
const PREFIX = 'ui:';
const strip = (value: Json | undefined): Json =>
  Object.fromEntries(Object.entries(value ?? {}).map(([k, v]) => [k.startsWith(PREFIX) ? k.slice(PREFIX.length) : k === '__errors' ? k : `~${k}`, v]));
const restore = (value: Json | undefined): Json => Object.fromEntries(Object.entries(value ?? {}).map(([k, v]) => [k.startsWith('~') ? k.slice(1) : `${PREFIX}${k}`, v]));

export const displaySchema = (() => {
  const ui = (definitions.uiSchema ?? {}) as Schema;
  const entry = (isObject(ui.additionalProperties) ? ui.additionalProperties : { type: 'object' }) as Schema;
  return { ...entry, properties: strip(entry.properties as Json) } as RJSFSchema;
})();

const displayUi = (t: StudioT): UiSchema => ({
  ...uiFor(displaySchema as Schema, defs, undefined, { freeAsJson: true, say: schemaWords(), scope: 'fieldDisplay' }),
  widget: { 'ui:title': t('field.widget') },
  title: { 'ui:title': t('field.label'), 'ui:widget': 'textKey' },
  help: { 'ui:title': t('field.help'), 'ui:widget': 'textKey' },
  enumNames: { 'ui:title': t('field.optionLabels'), items: { 'ui:widget': 'textKey', 'ui:title': t('field.optionLabel') } },
  options: {
    'ui:title': t('field.inputOptions'),
    autocomplete: { 'ui:title': t('field.autocomplete') },
    inputMode: { 'ui:title': t('field.inputMode') },
    accept: { 'ui:title': t('field.accept') },
    errorMessages: { 'ui:title': t('field.errorMessages'), 'ui:field': 'json' },
  },
  ...NO_SUBMIT,
});

type Props = {
  form: string;
  field: string;
  rules: Json;
  display: Json | undefined;
  findings: readonly Finding[];
  context: StudioFormContext;
  onRules: (rules: Json) => void;
  onDisplay: (display: Json | undefined) => void;
};

const emptyToUndefined = (value: Json | undefined) => (value && Object.keys(value).length > 0 ? value : undefined);

export function FieldSettings({ form, field, rules, display, findings, context, onRules, onDisplay }: Props) {
  const { t } = useStudioT();
  const schema = useMemo(() => rulesSchema(rules.type, t), [rules.type, t]);
  const rulesUiSchema = useMemo(() => rulesUi(t), [t]);
  const displayUiSchema = useMemo(() => displayUi(t), [t]);
  const rulesErrors = useMemo(() => errorSchemaAt(findings, `/forms/${form}/schema/properties/${field}`), [findings, form, field]);
  const displayErrors = useMemo(() => strip(errorSchemaAt(findings, `/forms/${form}/uiSchema/${field}`) as Json) as ErrorSchema<Json>, [findings, form, field]);
  const problems = findings.filter((f) => f.pointer.startsWith(`/forms/${form}/schema/properties/${field}/`) || f.pointer.startsWith(`/forms/${form}/uiSchema/${field}`)).length;
  return (
    <Disclosure summary={t('field.settings', { name: field })} problems={problems}>
      <h4>{t('field.rules')}</h4>
      <StudioForm
        idPrefix={`field-${field}-rules`}
        schema={schema}
        uiSchema={rulesUiSchema}
        formData={rules}
        formContext={context}
        extraErrors={rulesErrors}
        onChange={(data) => onRules({ ...data, ...(rules.title !== undefined ? { title: rules.title } : {}), ...(rules.const !== undefined ? { const: rules.const } : {}) })}
      />
      <h4>{t('field.display')}</h4>
      <StudioForm
        idPrefix={`field-${field}-display`}
        schema={displaySchema}
        uiSchema={displayUiSchema}
        formData={strip(display)}
        formContext={context}
        extraErrors={displayErrors}
        onChange={(data) => onDisplay(emptyToUndefined(restore(data)))}
      />
    </Disclosure>
  );
}
