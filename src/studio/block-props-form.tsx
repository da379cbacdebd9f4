// A block's props in the form generated from its props schema (block-form.ts), the CLI's findings at
// their fields; the props as JSON stay as an advanced fallback (a type no block declares has only it).
import { useMemo, useState } from 'react';
import type { Finding } from '@/lib/preset-check/findings';
import { isObject, type Json } from '@/lib/preset-check/built-preset';
import { blockPropsForm } from './block-form';
import type { StudioFormContext } from './studio-form-context';
import { Disclosure } from './disclosure';
import { errorSchemaAt } from './findings';
import { ImageLibrary } from './image-library';
import { MarkdownPreview } from './markdown-preview';
import { StudioForm } from './studio-form';
import { useStudioT } from './studio-i18n';

type Props = { type: string; name: string; props: Json | undefined; pointer: string; findings: readonly Finding[]; context: StudioFormContext; onChange: (props: Json | undefined) => void };

/** Not an object: the studio says so in the operator's language. */
class NotObject extends Error {}

function PropsJson({ props, id, onChange }: { props: Json | undefined; id: string; onChange: (props: Json) => void }) {
  const { t } = useStudioT();
  const shown = JSON.stringify(props ?? {}, null, 2);
  const [text, setText] = useState(shown);
  const [last, setLast] = useState(shown);
  const [error, setError] = useState('');
  if (shown !== last) {
    setLast(shown);
    if (!error) setText(shown);
  }
  return (
    <>
      <label htmlFor={id}>{t('block.propsJson')}</label>
      <textarea
        id={id}
        rows={Math.min(16, text.split('\n').length + 1)}
        style={{ width: '100%', fontFamily: 'monospace', fontSize: 13 }}
        value={text}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          try {
            const parsed: unknown = JSON.parse(e.target.value);
            if (!isObject(parsed)) throw new NotObject();
            setError('');
            setLast(JSON.stringify(parsed, null, 2));
            onChange(parsed);
          } catch (err) {
            setError(err instanceof NotObject ? t('block.notObject') : t('textKey.notJson', { reason: (err as Error).message }));
          }
        }}
      />
      {error ? <p id={`${id}-error`} style={{ color: '#a4000f' }}>{error}</p> : null}
    </>
  );
}

/** A markdown block's text (its `content`, else its `text` key's text in the channel language) rendered. */
function MarkdownBlockPreview({ props, context }: { props: Json | undefined; context: StudioFormContext }) {
  const language = context.language ?? 'en';
  if (typeof props?.content === 'string') return <MarkdownPreview source={props.content} textKey="content" language={language} />;
  const key = typeof props?.text === 'string' ? props.text : '';
  return key ? <MarkdownPreview source={context.textOf?.(key) ?? ''} textKey={key} language={language} /> : null;
}

export function BlockPropsForm({ type, name, props, pointer, findings, context, onChange }: Props) {
  const { t, i18n } = useStudioT();
  const form = blockPropsForm(type, i18n.language);
  const id = `props-${pointer.replace(/[^a-z0-9]+/gi, '-')}`;
  const extraErrors = useMemo(() => errorSchemaAt(findings, `${pointer}/props`), [findings, pointer]);
  const problems = findings.filter((f) => f.pointer.startsWith(`${pointer}/props`)).length;
  return (
    <Disclosure summary={t('block.props', { name })} problems={problems}>
      {form ? (
        <StudioForm idPrefix={id} schema={form.schema} uiSchema={form.uiSchema} formData={props ?? {}} formContext={context} extraErrors={extraErrors} onChange={onChange} />
      ) : (
        <p className="help">{t('block.undeclared', { type })}</p>
      )}
      {type === 'markdown' ? <MarkdownBlockPreview props={props} context={context} /> : null}
      {type === 'image' ? <ImageLibrary props={props} imageHosts={context.imageHosts ?? []} onChange={onChange} /> : null}
      <details open={!form || undefined}>
        <summary>{t('block.advanced')}</summary>
        <PropsJson props={props} id={`${id}-json`} onChange={onChange} />
      </details>
    </Disclosure>
  );
}
