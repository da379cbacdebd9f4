// The editor of a route table, screen or form, and the list of unpublished changes (the CLI's diff).
import { diffPresets, type DiffEntry } from '@/lib/preset-check/diff';
import type { Finding } from '@/lib/preset-check/findings';
import type { Draft, DraftChange } from './draft-history';
import { FormFieldsEditor } from './form-fields-editor';
import { RoutesEditor } from './routes-editor';
import { ScreenEditor } from './screen-editor';
import type { View } from './view';
import { useStudioT } from './studio-i18n';

type Props = { view: View; draft: Draft; published: Draft; findings: readonly Finding[]; change: DraftChange };

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 90 ? `${text.slice(0, 87)}...` : text;
};

function Changes({ entries }: { entries: DiffEntry[] }) {
  const { t } = useStudioT();
  if (entries.length === 0) return <p>{t('changes.same')}</p>;
  return (
    <ul aria-label={t('changes.unpublished')} style={{ fontFamily: 'monospace', fontSize: 13, paddingLeft: 16 }}>
      {entries.map((e) => (
        <li key={`${e.change} ${e.pointer}`}>
          {e.change === 'added'
            ? `+ ${e.pointer}: ${show(e.to)}`
            : e.change === 'removed'
              ? `- ${e.pointer}: ${show(e.from)}`
              : e.change === 'moved'
                ? `> ${e.pointer}: ${t('changes.moved', { from: String(e.from), to: String(e.to) })}`
                : `~ ${e.pointer}: ${show(e.from)} -> ${show(e.to)}`}
        </li>
      ))}
    </ul>
  );
}

export function StructureView({ view, draft, published, findings, change }: Props) {
  const { t } = useStudioT();
  switch (view.kind) {
    case 'routes':
      return <RoutesEditor draft={draft} findings={findings} change={change} />;
    case 'screen':
      return <ScreenEditor key={view.name} name={view.name} draft={draft} findings={findings} change={change} />;
    case 'form':
      return <FormFieldsEditor key={view.name} name={view.name} draft={draft} findings={findings} change={change} />;
    case 'changes':
      return (
        <>
          <h2>{t('changes.unpublished')}</h2>
          <p className="help">{t('changes.against')}</p>
          <Changes entries={diffPresets(published, draft)} />
        </>
      );
    default:
      return null;
  }
}
