// Every generated form of the studio: rjsf with the studio's theme, reporting only what the operator
// changed. rjsf reports a change when it mounts and fills defaults (an array's `minItems` as
// `[undefined]`, a `const`, an empty object): none of that is the operator's, so defaults are not
// computed into the data, values rjsf leaves `undefined` are dropped, and a report whose data equals
// what the form was given (key order aside) is not passed on.
import Form, { type IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { StudioFormContext } from './studio-form-context';
import { studioFormBase } from './form-theme';
import { sameData, withoutUndefined } from '@/lib/preset-export/same-data';

type Data = Record<string, unknown>;

// No default is computed into the data: the draft holds what the preset says, a default shows as
// the placeholder or the unset state of its widget.
const NO_DEFAULTS = { emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' }, constAsDefaults: 'never' } as const;

type Props = {
  idPrefix: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: Data;
  formContext?: StudioFormContext;
  extraErrors?: ErrorSchema<Data>;
  onChange: (data: Data) => void;
};

export function StudioForm({ idPrefix, schema, uiSchema, formData, formContext, extraErrors, onChange }: Props) {
  return (
    <Form<Data>
      {...studioFormBase}
      idPrefix={idPrefix}
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      formContext={formContext}
      extraErrors={extraErrors}
      experimental_defaultFormStateBehavior={NO_DEFAULTS}
      onChange={(event: IChangeEvent<Data>) => {
        const next = withoutUndefined(event.formData ?? {}) as Data;
        if (!sameData(next, formData)) onChange(next);
      }}
    />
  );
}
