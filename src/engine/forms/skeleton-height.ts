import type { FormDefinition } from './types';

// Heights (px) of the rendered form theme, measured in Chromium at 412 and 1280 px wide: a text
// field with its label, its help line, a radio group's label and each option, a checkbox row, the
// space between rows and the submit row. A form's placeholder takes the height the form will have, so nothing below or
// around it (the auth layout centres its column) moves when the form arrives.
const FIELD = 76;
const HELP = 48;
const RADIO_LABEL = 24;
const RADIO_OPTION = 26;
const CHECKBOX = 24;
const GAP = 14;
const SUBMIT = 86;
/** Until the definition is in: the height of the two-field sign-in forms. */
export const DEFAULT_FORM_HEIGHT = 2 * FIELD + GAP + SUBMIT;

type Ui = { 'ui:widget'?: string; 'ui:help'?: string; 'ui:description'?: string } | undefined;

/** The height the form's placeholder should take, from its fields and their widgets. */
export function estimateFormHeight(definition: FormDefinition | undefined): number {
  if (!definition) return DEFAULT_FORM_HEIGHT;
  const ui = (definition.uiSchema ?? {}) as Record<string, Ui>;
  let height = SUBMIT - GAP;
  for (const [name, field] of Object.entries(definition.schema.properties ?? {})) {
    const options = ui[name];
    const widget = options?.['ui:widget'];
    if (widget === 'hidden' || typeof field !== 'object') continue;
    height += GAP;
    if (field.type === 'boolean') height += CHECKBOX;
    else if (widget === 'radio' && Array.isArray(field.enum)) height += RADIO_LABEL + RADIO_OPTION * field.enum.length;
    else height += FIELD;
    if (options?.['ui:help'] || options?.['ui:description'] || field.description) height += HELP;
  }
  return height;
}
