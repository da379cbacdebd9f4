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
import { Preview } from '../preview';
import { SmallButton } from '../styles';
import { ChangesList } from './changes-list';
import { toPreset } from './config';
import { failure } from './publishing-panel';
import { channelEtag, roleOf, setChannelEtag, type OperatorSession } from './session';
import { Panel, Row, SideBySide } from './styles';
import type { ChannelStatus } from './use-channel-status';
import type { OperatorView } from './operator-view';

type Version = components['schemas']['Version'];
type Props = {
  session: OperatorSession;
  refresh: () => Promise<ChannelStatus | null>;
  open: (source: string, draft: BuiltPreset) => void;
  preview: Parameters<typeof OperatorView>[0]['preview'];
};
type Compared = { a: number; b: number; presetA: BuiltPreset; presetB: BuiltPreset; changes: DiffEntry[] };

const versionPreset = async (number: number) => {
  const version = await getVersion(number);
  return toPreset(`version ${number}`, version.config ?? { sections: {} });
};

export function HistoryPanel({ session, refresh, open, preview: frames }: Props) {
  const [versions, setVersions] = useState<Version[]>([]);
  const [note, setNote] = useState('');
  const [pair, setPair] = useState<{ a: number; b: number }>({ a: 0, b: 0 });
  const [compared, setCompared] = useState<Compared | null>(null);
  const publisher = roleOf(session) === 'publisher';

  const load = async () => {
    try {
      const list = (await listVersions()).versions;
      setVersions(list);
      setPair((p) => (p.a ? p : { a: list[1]?.number ?? list[0]?.number ?? 0, b: list[0]?.number ?? 0 }));
      if (list[0]) setChannelEtag(`"v${list[0].number}"`);
    } catch (error) {
      setNote(failure('Reading the history', error));
    }
  };
  useEffect(() => {
    void load();
    // Once per channel: the studio remounts on a channel switch.
  }, []);

  const compare = async () => {
    try {
      const [a, b] = await Promise.all([versionPreset(pair.a), versionPreset(pair.b)]);
      setCompared({ ...pair, presetA: a, presetB: b, changes: diffPresets(a, b) });
    } catch (error) {
      setNote(failure('Comparing', error));
    }
  };

  const preview = async (number: number) => {
    try {
      open(`version:${number}`, await versionPreset(number));
      setNote(`Version ${number} is open in the studio and previewed beside it`);
    } catch (error) {
      setNote(failure('Opening the version', error));
    }
  };

  const rollback = async (number: number) => {
    try {
      const version = await rollbackToVersion(number, channelEtag(), '');
      setNote(`Rolled back: version ${version.number} serves what version ${number} served`);
      await Promise.all([load(), refresh()]);
    } catch (error) {
      setNote(failure('Rollback', error));
    }
  };

  const select = (key: 'a' | 'b', label: string) => (
    <label>
      {label}
      <select value={pair[key]} onChange={(e) => setPair({ ...pair, [key]: Number(e.target.value) })}>
        {versions.map((v) => (
          <option key={v.number} value={v.number}>
            Version {v.number}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <Panel aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      <table>
        <caption>Published versions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Message</th>
            <th scope="col">Changes</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((v, i) => (
            <tr key={v.number}>
              <td>{v.number}</td>
              <td>{new Date(v.created_at).toLocaleString('en-GB')}</td>
              <td>{v.author}</td>
              <td>
                {v.kind !== 'publish' ? `[${v.kind}] ` : ''}
                {v.message}
              </td>
              <td>{v.changes.length}</td>
              <td>
                <SmallButton type="button" onClick={() => void preview(v.number)}>
                  Preview version {v.number}
                </SmallButton>
                {publisher && i > 0 ? (
                  <SmallButton type="button" onClick={() => void rollback(v.number)}>
                    Roll back to version {v.number}
                  </SmallButton>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Compare two versions</h3>
      <Row>
        {select('a', 'Compare from')}
        {select('b', 'Compare to')}
        <SmallButton type="button" onClick={() => void compare()}>
          Compare
        </SmallButton>
      </Row>
      {compared ? (
        <SideBySide aria-label={`Version ${compared.a} and version ${compared.b} side by side`}>
          <Preview key={`a${compared.a}`} label={`Version ${compared.a} preview`} draft={compared.presetA} changedAt={0} {...frames} />
          <Preview key={`b${compared.b}`} label={`Version ${compared.b} preview`} draft={compared.presetB} changedAt={0} {...frames} />
          <ChangesList label={`Changes from version ${compared.a} to version ${compared.b}`} changes={compared.changes} />
        </SideBySide>
      ) : null}
      <p role="status" aria-live="polite">
        {note}
      </p>
    </Panel>
  );
}
