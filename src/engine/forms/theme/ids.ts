import { descriptionId, errorId, helpId, type UiSchema } from '@rjsf/utils';

/** What a field shows besides its control; decides which ids aria-describedby may name. */
export type FieldParts = { errors: boolean; help: boolean; description: boolean };

export function fieldParts(rawErrors: unknown[] | undefined, uiSchema: UiSchema | undefined, schema: { description?: string }): FieldParts {
  return {
    errors: (rawErrors?.length ?? 0) > 0,
    help: typeof uiSchema?.['ui:help'] === 'string',
    description: typeof (uiSchema?.['ui:description'] ?? schema.description) === 'string',
  };
}

/** aria-describedby naming only the parts that are rendered (errors first, then help and description). */
export function describedBy(id: string, parts: FieldParts): string | undefined {
  const ids = [parts.errors && errorId(id), parts.help && helpId(id), parts.description && descriptionId(id)].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
