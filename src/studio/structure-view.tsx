// The editor of a route table, screen or form, and the list of unpublished changes (the CLI's diff,
// in the operator's words).
import { diffPresets } from '@/lib/preset-check/diff';
import type { Finding } from '@/lib/preset-check/findings';
import type { Draft, DraftChange } from './draft-history';
import { FormFieldsEditor } from './form-fields-editor';
import { ChangesList } from './operator/changes-list';
import { RoutesEditor } from './routes-editor';
import { ScreenEditor } from './screen-editor';
import type { View } from './view';
import { useStudioT } from './studio-i18n';

type Props = { view: View; draft: Draft; published: Draft; findings: readonly Finding[]; change: DraftChange };

function Changes({ published, draft }: { published: Draft; draft: Draft }) {
  const { t } = useStudioT();
  const entries = diffPresets(published, draft);
  if (entries.length === 0) return <p>{t('changes.same')}</p>;
  return <ChangesList label={t('changes.unpublished')} changes={entries} before={published} after={draft} />;
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
          <Changes published={published} draft={draft} />
        </>
      );
    default:
      return null;
  }
}
