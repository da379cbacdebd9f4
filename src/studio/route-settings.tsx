// A route's further settings in a form generated from schemas/routes.schema.json (`$defs/route`):
// the settings it exists under (`when`), the screen choices by session and settings, where a
// member or visitor is sent. Path, access, screen and layout are edited on the route's own line.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import type { Finding } from '@/lib/preset-check/findings';
import type { Json } from '@/lib/preset-check/built-preset';
import { schemaByFile } from './check';
import { Disclosure } from './disclosure';
import { errorSchemaAt } from './findings';
import { StudioForm } from './studio-form';
import { isObject, uiFor } from './schema-ui';
import { schemaWords } from './schema-words';
import { useStudioT, type StudioT } from './studio-i18n';

type Schema = Record<string, unknown>;
const routes = schemaByFile['routes.schema.json'] ?? {};
const $defs = (isObject(routes.$defs) ? routes.$defs : {}) as Schema;
const route = (isObject($defs.route) ? $defs.route : {}) as Schema;
// `hidden` is the route's Hide / Bring back button (routes-editor.tsx), kept out of this form.
const OWN_LINE = ['path', 'access', 'screen', 'layout', 'hidden'];
const FLAGS = ['web', 'card', 'card_verify', 'sms_login'];

/** A settings flag: on, off, or (null) only while the setting loads; unset = either. */
const flagUi = (t: StudioT): UiSchema => ({ 'ui:widget': 'select', 'ui:placeholder': t('routes.either'), 'ui:enumNames': [t('routes.on'), t('routes.off'), t('routes.loading')] });

export function settingsSchema(screens: string[]): RJSFSchema {
  const properties = Object.fromEntries(Object.entries((route.properties ?? {}) as Schema).filter(([key]) => !OWN_LINE.includes(key)));
  const flag = (isObject($defs.flag) ? $defs.flag : {}) as Schema;
  const screen = (isObject($defs.screen) ? $defs.screen : {}) as Schema;
  return {
    type: 'object',
    properties,
    $defs: { ...$defs, flag: { description: flag.description, enum: [true, false, null] }, screen: { ...screen, examples: screens } },
  } as RJSFSchema;
}

function settingsUi(schema: RJSFSchema, t: StudioT): UiSchema {
  const ui = uiFor(schema as Schema, { prefix: '#/$defs/', defs: (schema.$defs ?? {}) as Schema }, undefined, { say: schemaWords(), scope: 'route' });
  const flag = flagUi(t);
  const flags = (conditions: UiSchema = {}) => ({ ...conditions, ...Object.fromEntries(FLAGS.map((f) => [f, { ...(conditions[f] as UiSchema), ...flag }])) });
  ui.when = { ...flags(ui.when as UiSchema), 'ui:title': t('routes.when') };
  const choice = ((ui.choices as UiSchema | undefined)?.items ?? {}) as UiSchema;
  ui.choices = { 'ui:title': t('routes.choicesTitle'), items: { ...choice, when: { ...flags(choice.when as UiSchema), 'ui:title': t('routes.choiceWhen') } } };
  ui['ui:submitButtonOptions'] = { norender: true };
  return ui;
}

type Props = { index: number; value: Json; screens: string[]; findings: readonly Finding[]; onChange: (next: Json) => void };

export function RouteSettings({ index, value, screens, findings, onChange }: Props) {
  const { t } = useStudioT();
  const key = screens.join(',');
  const schema = useMemo(() => settingsSchema(key.split(',')), [key]);
  const uiSchema = useMemo(() => settingsUi(schema, t), [schema, t]);
  const at = `/routes/routes/${index}`;
  const extraErrors = useMemo(() => errorSchemaAt(findings, at), [findings, at]);
  const own = Object.fromEntries(Object.entries(value).filter(([k]) => !OWN_LINE.includes(k)));
  const problems = findings.filter((f) => ['when', 'choices', 'redirect'].some((k) => f.pointer.startsWith(`${at}/${k}`))).length;
  return (
    <Disclosure summary={t('routes.settings', { path: String(value.path) })} problems={problems}>
      <StudioForm
        idPrefix={`route-${index}-settings`}
        schema={schema}
        uiSchema={uiSchema}
        formData={own}
        extraErrors={extraErrors}
        onChange={(data) => {
          const next: Json = Object.fromEntries(Object.entries(value).filter(([k]) => OWN_LINE.includes(k)));
          for (const [k, v] of Object.entries(data)) if (v !== undefined && !(isObject(v) && Object.keys(v).length === 0)) next[k] = v;
          onChange(next);
        }}
      />
    </Disclosure>
  );
}
