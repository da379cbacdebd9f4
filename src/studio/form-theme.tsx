// The engine's rjsf form theme (@/engine/forms/theme) with what an operator's config needs on top:
// colour fields with a picker, switches for booleans, objects as titled groups, arrays with add /
// move / remove buttons. Labels are the schema's keys in words; descriptions are the help text.
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, FieldTemplateProps, ObjectFieldTemplateProps, RegistryFieldsType, RegistryWidgetsType, TemplatesType, WidgetProps } from '@rjsf/utils';
import { templates as engineTemplates, widgets as engineWidgets } from '@/engine/forms/theme';
import { describedBy, JsonField, SuggestWidget, TextInput, TextKeyWidget } from './form-fields';
import { LocalizedTextField } from './localized-text-field';
import { StudioSelectWidget } from './select-widget';
import { words } from './schema-ui';
import { studioValidator } from './studio-validator';
import { Group, ItemTools, ListItem, SmallButton, Swatch, SwitchLabel } from './styles';
import type { StudioFormContext } from './studio-form-context';
import { useStudioT, type StudioT } from './studio-i18n';

type Data = Record<string, unknown>;
type Props = WidgetProps<Data>;

const hex6 = /^#[0-9a-f]{6}$/i;
const hex3 = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;
/** The native picker takes #rrggbb only. */
function pickerValue(value: unknown, fallback: unknown): string {
  for (const candidate of [value, fallback]) {
    if (typeof candidate !== 'string') continue;
    if (hex6.test(candidate)) return candidate.toLowerCase();
    const short = hex3.exec(candidate);
    if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  }
  return '#000000';
}

/** An unset colour that follows the primary shows that colour and says so, not the picker's black. */
function ColorWidget(props: Props) {
  const { t } = useStudioT();
  const { value, label, schema, disabled, readonly } = props;
  const unset = value === undefined || value === null || value === '';
  const follows = unset ? (props.registry.formContext as StudioFormContext | undefined)?.follows?.(props.name) : undefined;
  const note = follows ? t(follows.text ? 'theme.legibleOnPrimary' : 'theme.followsPrimary', { colour: follows.colour }) : undefined;
  return (
    <Swatch>
      <input
        type="color"
        aria-label={note ? `${t('theme.picker', { label })}, ${note}` : t('theme.picker', { label })}
        value={pickerValue(value, follows?.colour ?? schema.default)}
        disabled={disabled || readonly}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <TextInput props={props} placeholder={follows?.colour ?? (typeof schema.default === 'string' ? schema.default : undefined)} />
      {note ? <span className="help" data-follows-primary="">{note}</span> : null}
    </Swatch>
  );
}

function SwitchWidget(props: Props) {
  const { t } = useStudioT();
  const { id, value, schema, disabled, readonly } = props;
  const on = value === undefined ? schema.default === true : value === true;
  return (
    <SwitchLabel>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={on}
        disabled={disabled || readonly}
        aria-describedby={describedBy(props)}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <span aria-hidden="true">{on ? t('theme.on') : t('theme.off')}</span>
    </SwitchLabel>
  );
}

/** An array item is "Item n"; anything else its label in words. */
function legendOf(t: StudioT, title: string, fieldPathId: { path: readonly (string | number)[] }, uiSchema: unknown) {
  const last = fieldPathId.path.at(-1);
  if (typeof last === 'number') return t('theme.item', { number: last + 1 });
  const own = (uiSchema as Record<string, unknown> | undefined)?.['ui:title'];
  return typeof own === 'string' ? own : typeof last === 'string' ? words(last) : title;
}

function ObjectFieldTemplate({ title, description, properties, fieldPathId, uiSchema }: ObjectFieldTemplateProps<Data>) {
  const { t } = useStudioT();
  const content = properties.filter((p) => !p.hidden).map((p) => <div key={p.name}>{p.content}</div>);
  if (fieldPathId.path.length === 0) {
    return (
      <>
        {description ? <p className="help">{description}</p> : null}
        {content}
      </>
    );
  }
  return (
    <Group>
      <legend>{legendOf(t, title, fieldPathId, uiSchema)}</legend>
      {description ? <p className="help">{description}</p> : null}
      {content}
    </Group>
  );
}

/** "Options" -> "Option", "Entries" -> "Entry": the name of one item of a list. */
const singular = (title: string) => title.replace(/ies$/, 'y').replace(/([^s])s$/, '$1');

const EngineFieldTemplate = engineTemplates.FieldTemplate!;

/** A list item is "Option 2" (its `ui:title` or the list's name in the singular, and its number), not rjsf's "Options-2". */
function FieldTemplate(props: FieldTemplateProps<Data>) {
  const last = props.fieldPathId.path.at(-1);
  if (typeof last !== 'number') return <EngineFieldTemplate {...props} />;
  const own = (props.uiSchema as Record<string, unknown> | undefined)?.['ui:title'];
  const base = typeof own === 'string' ? own : singular(props.label.replace(/-\d+$/, ''));
  return <EngineFieldTemplate {...props} label={`${base} ${last + 1}`} />;
}

function ArrayFieldTemplate({ title: schemaTitle, items, canAdd, onAddClick, disabled, readonly, fieldPathId, uiSchema }: ArrayFieldTemplateProps<Data>) {
  const { t } = useStudioT();
  const title = legendOf(t, schemaTitle, fieldPathId, uiSchema);
  return (
    <Group>
      <legend>{title}</legend>
      {items}
      {canAdd && !readonly ? (
        <SmallButton type="button" disabled={disabled} onClick={onAddClick}>
          {t('theme.add', { title })}
        </SmallButton>
      ) : null}
    </Group>
  );
}

function ArrayFieldItemTemplate({ children, buttonsProps, index, totalItems }: ArrayFieldItemTemplateProps<Data>) {
  const { hasMoveUp, hasMoveDown, hasRemove, onMoveUpItem, onMoveDownItem, onRemoveItem, disabled, readonly } = buttonsProps;
  const { t } = useStudioT();
  const off = disabled || readonly;
  const number = index + 1;
  return (
    <ListItem>
      {children}
      <ItemTools>
        <SmallButton type="button" disabled={off || !hasMoveUp || index === 0} onClick={onMoveUpItem} aria-label={t('theme.moveUp', { number })}>
          {t('list.up')}
        </SmallButton>
        <SmallButton type="button" disabled={off || !hasMoveDown || index === totalItems - 1} onClick={onMoveDownItem} aria-label={t('theme.moveDown', { number })}>
          {t('list.down')}
        </SmallButton>
        <SmallButton type="button" disabled={off || !hasRemove} onClick={onRemoveItem} aria-label={t('theme.remove', { number })}>
          {t('list.remove')}
        </SmallButton>
      </ItemTools>
    </ListItem>
  );
}

export const studioWidgets: RegistryWidgetsType<Data> = { ...engineWidgets, SelectWidget: StudioSelectWidget, color: ColorWidget, switch: SwitchWidget, suggest: SuggestWidget, textKey: TextKeyWidget };

export const studioFields: RegistryFieldsType<Data> = { json: JsonField, localizedText: LocalizedTextField };

export const studioTemplates: Partial<TemplatesType<Data>> = {
  ...engineTemplates,
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
};

/** What every studio form shares: the validator, the studio's theme, errors at the field only. */
export const studioFormBase = {
  validator: studioValidator,
  widgets: studioWidgets,
  fields: studioFields,
  templates: studioTemplates,
  showErrorList: false as const,
  noHtml5Validate: true,
};
