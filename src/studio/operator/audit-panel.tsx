// The channel's audit trail: who signed in, proposed, published, rejected, rolled back and
// scheduled, and when; exported as JSON lines (one entry per line).
import { useEffect, useState } from 'react';
import type { components } from '@/generated/api';
import { listAudit } from '@/lib/api/operations/list-audit';
import { studioLocale, useStudioT } from '../studio-i18n';
import { SmallButton } from '../styles';
import { auditAction, auditDetail } from './history-words';
import { failure } from './failure';
import type { OperatorSession } from './session';
import { Panel } from './styles';

type Entry = components['schemas']['AuditEntry'];

export const asJsonLines = (entries: readonly Entry[]) => entries.map((entry) => JSON.stringify(entry)).join('\n') + (entries.length > 0 ? '\n' : '');

export function AuditPanel({ session }: { session: OperatorSession }) {
  const { t } = useStudioT();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [note, setNote] = useState('');
  useEffect(() => {
    listAudit().then(
      (answer) => setEntries(answer.entries),
      (error: unknown) => setNote(failure(t('audit.reading'), error)),
    );
    // Once per mount (not again on a studio language switch).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const download = () => {
    const url = URL.createObjectURL(new Blob([asJsonLines(entries)], { type: 'application/jsonl' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `audit-${session.channelId}.jsonl`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <Panel aria-labelledby="audit-heading">
      <h2 id="audit-heading">{t('audit.title')}</h2>
      <SmallButton type="button" onClick={download}>
        {t('audit.export')}
      </SmallButton>
      <table>
        <caption>{t('audit.caption', { channel: session.channelId })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.when')}</th>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.what')}</th>
            <th scope="col">{t('audit.detail')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e, i) => (
            <tr key={`${e.at}-${i}`}>
              <td>{new Date(e.at).toLocaleString(studioLocale())}</td>
              <td>{e.actor}</td>
              <td>
                {auditAction(t, e.action)}
                {e.version ? ` ${t('audit.version', { version: e.version })}` : ''}
              </td>
              <td>{auditDetail(t, e.action, e.detail)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" aria-live="polite">
        {note}
      </p>
    </Panel>
  );
}
