import { Suspense, use, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadingSkeleton, ReadItem, reportOnce, Unavailable, useBlockRegistry, useDataSource, useResolvedParams, useSingle, type BlockRendererProps, type SingleDataSource } from '@/engine/blocks';
import {
  DEFAULT_FORM_HEIGHT,
  estimateFormHeight,
  formSourceFor,
  formWithout,
  LazyEngineForm,
  loadedFormSource,
  loadFormSource,
  prepareForm,
  readyFormFor,
  type FormActionResult,
  type FormData,
  type FormDefinition,
  type FormProblem,
} from '@/engine/forms';
import { useSection } from '@/engine/config';
import { useRouteExists } from '@/engine/routes';
import { Box, Text } from '@/engine/theme';
import { useRenderingAhead } from '@/lib/rendering-ahead';
import { notifySuccess } from '@/lib/toast';
import type { FormProps } from '@/generated/block-props';

type Props = FormProps;

function useFormDefinition(name: string) {
  const registry = useBlockRegistry();
  const source = registry.forms[name];
  const [state, setState] = useState<{ name: string; definition?: FormDefinition; failed?: boolean }>({ name });
  useEffect(() => {
    if (typeof source !== 'function' || loadedFormSource(source)) return;
    let alive = true;
    loadFormSource(source).then(
      (definition) => alive && setState({ name, definition }),
      () => alive && setState({ name, failed: true }),
    );
    return () => {
      alive = false;
    };
  }, [source, name]);
  if (!source) return { missing: true as const };
  // A form loaded before (by the route's loader, or shown earlier) renders at once.
  const loaded = loadedFormSource(source);
  if (loaded) return { name, definition: loaded };
  return state.name === name ? state : { name };
}

/** A server's empty string or null means "not set": pre-filled, it would fail an optional field's pattern. */
function withoutEmptyValues(data: unknown): FormData {
  if (!data || typeof data !== 'object') return {};
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== '' && value !== null)) as FormData;
}

function Loaded({ block, definition, initialData, pointer }: { block: Props; definition: FormDefinition; initialData?: FormData; pointer: string }) {
  const { t } = useTranslation();
  const registry = useBlockRegistry();
  const navigate = useNavigate();
  const params = useResolvedParams(block.params);
  const [success, setSuccess] = useState<string | null>(null);
  const exists = useRouteExists();
  const action = registry.actions[block.action];
  const onProblem = useCallback((problem: FormProblem) => reportOnce(registry, problem), [registry]);
  // A later refused submit (the form's own rules) replaces the earlier success: one outcome shows.
  const clearSuccess = useCallback(() => setSuccess(null), []);
  useEffect(() => {
    if (!action) reportOnce(registry, { pointer, message: `No form action named "${block.action}"` });
  }, [action, registry, pointer, block.action]);
  if (!action) return <Unavailable />;

  const onSuccess = (result: FormActionResult | void) => {
    if (result?.cancelled) return;
    if (result?.redirectTo) {
      const choices = typeof result.redirectTo === 'string' ? [result.redirectTo] : result.redirectTo;
      // A journey never ends on a route the channel's settings switch off (web off has no /profile).
      const target = choices.find((to) => exists(to)) ?? '/';
      if (target !== choices[0] && result.fallbackMessage) void notifySuccess(result.fallbackMessage);
      navigate(target);
      return;
    }
    const text = result?.message ?? block.successText;
    setSuccess(text ? t(text) : null);
  };
  return (
    <Box>
      <div role="status">{success ? <Text mb={3}>{success}</Text> : null}</div>
      <Suspense fallback={<LoadingSkeleton height={estimateFormHeight(definition)} />}>
        <LazyEngineForm
          name={block.form}
          definition={definition}
          extension={registry.formExtensions?.[block.form]}
          initialData={initialData}
          submitLabel={block.submitLabel}
          onSubmit={(data) => {
            setSuccess(null);
            return action(data, { form: block.form, params });
          }}
          onSuccess={onSuccess}
          onProblem={onProblem}
          onRefused={clearSuccess}
        />
      </Suspense>
    </Box>
  );
}

/**
 * A form rendered ahead with a pre-fill: the server cannot know it (a tab's storage, the member's
 * data), so the form renders and hydrates empty, then reads it and hands it to the form, which fills
 * the fields the member has not typed into (`initialData` of EngineForm). A failed read pre-fills nothing.
 */
function PrefilledAfterHydration({ block, definition, pointer }: { block: Props; definition: FormDefinition; pointer: string }) {
  const source = useDataSource(block.initialData, 'single', pointer);
  return source ? <ReadAfterHydration block={block} definition={definition} pointer={pointer} source={source} /> : <Unavailable />;
}

function ReadAfterHydration({ source, ...form }: { block: Props; definition: FormDefinition; pointer: string; source: SingleDataSource }) {
  const ahead = useRenderingAhead();
  const { data } = useSingle(source, useResolvedParams(form.block.params), !ahead);
  const initialData = useMemo(() => (ahead || data === undefined ? undefined : withoutEmptyValues(data)), [ahead, data]);
  return <Loaded {...form} initialData={initialData} />;
}

/**
 * A named form (registry `forms`, merged with its remote-config extension) whose submit calls a named
 * action. `initialData` names a single data source that pre-fills it; it is only read when every
 * route parameter in `params` is present (so /delivery-address is "new", /delivery-address/:id "edit").
 */
function FormBlock({ block, pointer }: BlockRendererProps<Props>) {
  const registry = useBlockRegistry();
  const props = block.props ?? ({ form: '', action: '' } as Props);
  const params = useResolvedParams(props.params);
  const cardOn = useSection('GENERAL').card;
  const omitted = useMemo(() => (cardOn ? props.omitFields : [...(props.omitFields ?? []), ...(props.cardFields ?? [])]), [cardOn, props.omitFields, props.cardFields]);
  // Rendered ahead (the server's HTML of a public screen) and hydrated, the form is whole: its
  // inputs are in the HTML and take the member's typing before the script runs (docs/performance.md).
  const source = registry.forms[props.form];
  const ahead = useRenderingAhead();
  // Its pre-fill (`initialData`) is the browser's (a tab's storage, the member's data): a form
  // rendered ahead starts empty, on the server and on through hydration, so the two agree, and is
  // pre-filled after (`PrefilledAfterHydration`).
  const [renderedAhead] = useState(ahead);
  if (ahead && source) {
    const base = use(formSourceFor(source));
    use(readyFormFor(props.form, formWithout(base, omitted), registry.formExtensions?.[props.form]));
  }
  const loaded = useFormDefinition(props.form);
  const base = 'definition' in loaded ? loaded.definition : undefined;
  const definition = base && formWithout(base, omitted);
  // Its validator is prepared as soon as the form engine is in, before the form renders (idempotent).
  useMemo(() => definition && prepareForm(definition), [definition]);
  const missing = 'missing' in loaded;
  useEffect(() => {
    if (missing) reportOnce(registry, { pointer, message: `No form named "${props.form}"` });
  }, [missing, registry, pointer, props.form]);
  if ('missing' in loaded || ('failed' in loaded && loaded.failed)) return <Unavailable />;
  if (!definition) return <LoadingSkeleton height={DEFAULT_FORM_HEIGHT} />;

  const editing = Object.values(params).every((value) => value !== undefined && value !== '');
  if (props.initialData && editing && renderedAhead) return <PrefilledAfterHydration block={props} definition={definition} pointer={pointer} />;
  if (props.initialData && editing) {
    return (
      <ReadItem source={props.initialData} params={props.params} pointer={pointer} skeleton={{ height: estimateFormHeight(definition) }}>
        {(data) => <Loaded block={props} definition={definition} initialData={withoutEmptyValues(data)} pointer={pointer} />}
      </ReadItem>
    );
  }
  return <Loaded block={props} definition={definition} pointer={pointer} />;
}

export const renderer = FormBlock;
