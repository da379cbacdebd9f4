// The channel's versions, newest first: each with author, time, message and its changes; two
// versions compared side by side (their diff and a portal preview frame of each, the studio's own
// preview mechanism); rollback to any version in one step (a new version).
import { useEffect, useState } from 'react';
import type { components } from '@/generated/api';
import { getVersion } from '@/lib/api/operations/get-version';
import { listVersions } from '@/lib/api/operations/list-versions';
import { rollbackToVersion } from '@/lib/api/operations/rollback-to-version';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import { diffPresets, type DiffEntry } from '@/lib/preset-check/diff';
import type { RuntimeSettings } from '@/lib/runtime-settings';
import { Preview } from '../preview';
import type { DemoAccount } from '../sources';
import { studioLocale, useStudioT } from '../studio-i18n';
import { SmallButton } from '../styles';
import { ChangesList } from './changes-list';
import { versionMessage } from './history-words';
import { presetOfConfig } from '@/channel/config';
import { failure } from './failure';
import { mayPublish, roleOf, setChannelEtag, type OperatorSession } from './session';
import { Panel, Row, SideBySide } from './styles';
import type { ChannelStatus } from './use-channel-status';

type Version = components['schemas']['Version'];
/** What the compare's two preview frames need (the studio's preview mechanism). */
export type ComparePreview = { settings: RuntimeSettings; accounts: DemoAccount[] };
type Props = {
  session: OperatorSession;
  refresh: () => Promise<ChannelStatus | null>;
  open: (source: string, draft: BuiltPreset) => void;
  preview: ComparePreview;
};
type Compared = { a: number; b: number; presetA: BuiltPreset; presetB: BuiltPreset; changes: DiffEntry[] };

const versionPreset = async (number: number) => {
  const version = await getVersion(number);
  return presetOfConfig(`version ${number}`, version.config ?? { sections: {} });
};

export function HistoryPanel({ session, refresh, open, preview: frames }: Props) {
  const { t } = useStudioT();
  const [versions, setVersions] = useState<Version[]>([]);
  const [note, setNote] = useState('');
  const [pair, setPair] = useState<{ a: number; b: number }>({ a: 0, b: 0 });
  const [compared, setCompared] = useState<Compared | null>(null);
  const publisher = mayPublish(roleOf(session));

  const load = async () => {
    try {
      const list = (await listVersions()).versions;
      setVersions(list);
      setPair((p) => (p.a ? p : { a: list[1]?.number ?? list[0]?.number ?? 0, b: list[0]?.number ?? 0 }));
    } catch (error) {
      setNote(failure(t('history.reading'), error));
    }
  };
  useEffect(() => {
    void load();
    // Once per channel: the studio remounts on a channel switch (not again on a studio language switch).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const compare = async () => {
    try {
      const [a, b] = await Promise.all([versionPreset(pair.a), versionPreset(pair.b)]);
      setCompared({ ...pair, presetA: a, presetB: b, changes: diffPresets(a, b) });
    } catch (error) {
      setNote(failure(t('history.comparing'), error));
    }
  };

  const preview = async (number: number) => {
    try {
      const opened = await versionPreset(number);
      setChannelEtag(`"v${number}"`);
      open(`version:${number}`, opened);
      setNote(t('history.opened', { number }));
    } catch (error) {
      setNote(failure(t('history.opening'), error));
    }
  };

  const rollback = async (number: number) => {
    try {
      // If-Match: the newest version the listed history shows (what the publisher saw live).
      const version = await rollbackToVersion(number, `"v${versions[0]?.number ?? 0}"`, '');
      setNote(t('history.rolledBack', { version: version.number, number }));
      await Promise.all([load(), refresh()]);
    } catch (error) {
      setNote(failure(t('history.rollback'), error));
    }
  };

  const select = (key: 'a' | 'b', label: string) => (
    <label>
      {label}
      <select value={pair[key]} onChange={(e) => setPair({ ...pair, [key]: Number(e.target.value) })}>
        {versions.map((v) => (
          <option key={v.number} value={v.number}>
            {t('history.option', { number: v.number })}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <Panel aria-labelledby="history-heading">
      <h2 id="history-heading">{t('history.title')}</h2>
      <table>
        <caption>{t('history.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('history.version')}</th>
            <th scope="col">{t('history.when')}</th>
            <th scope="col">{t('history.who')}</th>
            <th scope="col">{t('history.message')}</th>
            <th scope="col">{t('history.changes')}</th>
            <th scope="col">{t('history.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((v, i) => (
            <tr key={v.number}>
              <td>{v.number}</td>
              <td>{new Date(v.created_at).toLocaleString(studioLocale())}</td>
              <td>{v.author}</td>
              <td>
                {versionMessage(t, v.kind, v.message)}
              </td>
              <td>{v.changes.length}</td>
              <td>
                <SmallButton type="button" onClick={() => void preview(v.number)}>
                  {t('history.previewVersion', { number: v.number })}
                </SmallButton>
                {publisher && i > 0 ? (
                  <SmallButton type="button" onClick={() => void rollback(v.number)}>
                    {t('history.rollBack', { number: v.number })}
                  </SmallButton>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('history.compareTitle')}</h3>
      <Row>
        {select('a', t('history.compareFrom'))}
        {select('b', t('history.compareTo'))}
        <SmallButton type="button" onClick={() => void compare()}>
          {t('history.compare')}
        </SmallButton>
      </Row>
      {compared ? (
        <SideBySide aria-label={t('history.sideBySide', { a: compared.a, b: compared.b })}>
          <Preview key={`a${compared.a}`} label={t('history.framePreview', { number: compared.a })} draft={compared.presetA} changedAt={0} {...frames} />
          <Preview key={`b${compared.b}`} label={t('history.framePreview', { number: compared.b })} draft={compared.presetB} changedAt={0} {...frames} />
          <ChangesList label={t('history.changesFromTo', { a: compared.a, b: compared.b })} changes={compared.changes} before={compared.presetA} after={compared.presetB} />
        </SideBySide>
      ) : null}
      <p role="status" aria-live="polite">
        {note}
      </p>
    </Panel>
  );
}
