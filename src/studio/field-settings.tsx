// One form field's settings in two forms generated from schemas/forms.schema.json: its rules
// (`fieldSchema`: type, format, pattern, lengths, options) and its display (the uiSchema entry:
// widget, label and help keys, option labels, input options). The CLI's findings show at their field.
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import type { Finding } from '@/lib/preset-check/findings';
import type { Json } from '@/lib/preset-check/built-preset';
import { schemaByFile } from './check';
import type { StudioFormContext } from './form-fields';
import { Disclosure } from './disclosure';
import { errorSchemaAt } from './findings';
import { StudioForm } from './studio-form';
import { isObject, uiFor } from './schema-ui';

type Schema = Record<string, unknown>;
const definitions = ((schemaByFile['forms.schema.json'] ?? {}).definitions ?? {}) as Schema;
const defs = { prefix: '#/definitions/', defs: definitions };
const NO_SUBMIT = { 'ui:submitButtonOptions': { norender: true } };

/** The rules of a field; its options (`enum`) are values of the field's own type. */
function rulesSchema(type: unknown): RJSFSchema {
  const field = (definitions.fieldSchema ?? {}) as Schema;
  const properties = { ...((field.properties ?? {}) as Schema) };
  delete properties.const;
  delete properties.title;
  const itemType = type === 'integer' || type === 'number' ? type : 'string';
  properties.enum = { ...(properties.enum as Schema), title: 'Options', description: 'The values a member may choose (a select or radio); their labels are under Display.', items: { type: itemType, default: itemType === 'string' ? '' : 0 } };
  return { ...field, properties } as RJSFSchema;
}

const rulesUi: UiSchema = {
  ...uiFor((definitions.fieldSchema ?? {}) as Schema, defs, undefined),
  description: { 'ui:title': 'Description (text key)', 'ui:widget': 'textKey' },
  pattern: { 'ui:title': 'Pattern (regular expression)' },
  enum: { 'ui:title': 'Options', items: { 'ui:title': 'Option' } },
  ...NO_SUBMIT,
};

// rjsf reads every uiSchema key starting "ui:" as an option of the object itself, so the display
// form names the keys without the prefix and they are put back on the way out.
const PREFIX = 'ui:';
const strip = (value: Json | undefined): Json =>
  Object.fromEntries(Object.entries(value ?? {}).map(([k, v]) => [k.startsWith(PREFIX) ? k.slice(PREFIX.length) : k === '__errors' ? k : `~${k}`, v]));
const restore = (value: Json | undefined): Json => Object.fromEntries(Object.entries(value ?? {}).map(([k, v]) => [k.startsWith('~') ? k.slice(1) : `${PREFIX}${k}`, v]));

const displaySchema = (() => {
  const ui = (definitions.uiSchema ?? {}) as Schema;
  const entry = (isObject(ui.additionalProperties) ? ui.additionalProperties : { type: 'object' }) as Schema;
  return { ...entry, properties: strip(entry.properties as Json) } as RJSFSchema;
})();

const displayUi: UiSchema = {
  ...uiFor(displaySchema as Schema, defs, undefined, 0, true),
  widget: { 'ui:title': 'Widget' },
  title: { 'ui:title': 'Label (text key; replaces the label above)', 'ui:widget': 'textKey' },
  help: { 'ui:title': 'Help (text key)', 'ui:widget': 'textKey' },
  enumNames: { 'ui:title': 'Option labels (text keys, in the order of the options)', items: { 'ui:widget': 'textKey', 'ui:title': 'Label of option' } },
  options: {
    'ui:title': 'Input options',
    autocomplete: { 'ui:title': 'Autocomplete' },
    inputMode: { 'ui:title': 'Keyboard (input mode)' },
    accept: { 'ui:title': 'Accepted files (file widget)' },
    errorMessages: { 'ui:title': 'Error messages (rule -> text key)', 'ui:field': 'json' },
  },
  ...NO_SUBMIT,
};

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
  const schema = useMemo(() => rulesSchema(rules.type), [rules.type]);
  const rulesErrors = useMemo(() => errorSchemaAt(findings, `/forms/${form}/schema/properties/${field}`), [findings, form, field]);
  const displayErrors = useMemo(() => strip(errorSchemaAt(findings, `/forms/${form}/uiSchema/${field}`) as Json) as ErrorSchema<Json>, [findings, form, field]);
  const problems = findings.filter((f) => f.pointer.startsWith(`/forms/${form}/schema/properties/${field}/`) || f.pointer.startsWith(`/forms/${form}/uiSchema/${field}`)).length;
  return (
    <Disclosure summary={`Settings of field ${field}`} problems={problems}>
      <h4>Rules</h4>
      <StudioForm
        idPrefix={`field-${field}-rules`}
        schema={schema}
        uiSchema={rulesUi}
        formData={rules}
        formContext={context}
        extraErrors={rulesErrors}
        onChange={(data) => onRules({ ...data, ...(rules.title !== undefined ? { title: rules.title } : {}), ...(rules.const !== undefined ? { const: rules.const } : {}) })}
      />
      <h4>Display</h4>
      <StudioForm
        idPrefix={`field-${field}-display`}
        schema={displaySchema}
        uiSchema={displayUi}
        formData={strip(display)}
        formContext={context}
        extraErrors={displayErrors}
        onChange={(data) => onDisplay(emptyToUndefined(restore(data)))}
      />
    </Disclosure>
  );
}
