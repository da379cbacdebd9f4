// "Bring the draft up to date": when the live version is newer than the version the studio's draft
// was made from (the channel's status says so within seconds), the studio says who published what
// since and offers the three-way merge (src/lib/config-merge): the live version's changes come in
// wherever the draft left the value alone; each value both changed is shown with both values and the
// operator picks. The result is the draft on the live version (its base from then on).
import { useState, useSyncExternalStore } from 'react';
import { mergeThreeWay, type MergeConflict, type MergePick } from '@/lib/config-merge/three-way';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import { conflictWords, type ConflictValue } from '../conflict-words';
import { useStudioT } from '../studio-i18n';
import { SmallButton } from '../styles';
import { configOfPreset, presetOfConfig, type ChannelConfig } from '@/channel/config';
import { failure } from './failure';
import { channelEtag, setChannelEtag, subscribeSession } from './session';
import { ColourChip, ConflictField, Notice, Row } from './styles';
import { versionConfig, type ChannelStatus } from './use-channel-status';

type Props = {
  status: ChannelStatus | null;
  /** The draft on screen and where it came from (a `draft:` or `proposal:` source is kept). */
  draft: BuiltPreset;
  source: string;
  open: (source: string, draft: BuiltPreset, published: BuiltPreset) => void;
};

type Pending = { base: number; live: number; baseConfig: ChannelConfig; liveConfig: ChannelConfig; mine: ChannelConfig; conflicts: MergeConflict[] };

/** A value of a conflict: its words whole, a colour after its swatch. */
const Shown = ({ value }: { value: ConflictValue }) => (
  <>
    {value.colour ? <ColourChip aria-hidden="true" style={{ background: value.colour }} /> : null}
    {value.text}
  </>
);

export function UpToDate({ status, draft, source, open }: Props) {
  const { t, i18n } = useStudioT();
  const etag = useSyncExternalStore(subscribeSession, channelEtag);
  const [pending, setPending] = useState<Pending | null>(null);
  const [picks, setPicks] = useState<Record<string, MergePick>>({});
  const [note, setNote] = useState('');
  const base = Number(/^"v(\d+)"$/.exec(etag)?.[1] ?? NaN);
  const live = status?.version.number;

  const finish = (p: Pending, chosen: Record<string, MergePick>) => {
    const { merged } = mergeThreeWay(p.baseConfig, p.mine, p.liveConfig, chosen);
    // What a config does not hold (the preset's name, seed, parent) stays the draft's.
    const { languages: _l, sections: _s, general: _g, translations: _t, routes: _r, screens: _c, forms: _f, ...own } = draft;
    const keep = /^(draft|proposal):/.test(source) ? source : `version:${p.live}`;
    setChannelEtag(`"v${p.live}"`);
    open(keep, { ...presetOfConfig(draft.name, merged), ...own }, { ...presetOfConfig(draft.name, p.liveConfig), ...own });
    setPending(null);
    setPicks({});
    setNote(t('upToDate.done', { live: p.live }));
  };

  const bring = async () => {
    if (live === undefined) return;
    setNote(t('upToDate.bringing'));
    try {
      const [from, now] = await Promise.all([versionConfig(base), versionConfig(live)]);
      const mine = configOfPreset(draft);
      const { conflicts } = mergeThreeWay(from.config, mine, now.config);
      const p = { base, live, baseConfig: from.config, liveConfig: now.config, mine, conflicts };
      if (conflicts.length === 0) return finish(p, {});
      setPending(p);
      setPicks({});
      setNote('');
    } catch (error) {
      setNote(failure(t('upToDate.bring'), error));
    }
  };

  if (pending) {
    const said = conflictWords(t, i18n.language, pending.baseConfig, pending.mine, pending.liveConfig);
    return (
      <section aria-labelledby="up-to-date-heading">
        <h2 id="up-to-date-heading">{t('upToDate.bring')}</h2>
        <p>{t('upToDate.conflicts', { count: pending.conflicts.length, base: pending.base, live: pending.live })}</p>
        {pending.conflicts.map(said).map((c) => (
          <ConflictField key={c.pointer}>
            <legend>{c.where}</legend>
            <label>
              <input type="radio" name={`pick-${c.pointer}`} checked={picks[c.pointer] !== 'live'} onChange={() => setPicks({ ...picks, [c.pointer]: 'draft' })} />
              {t('upToDate.keepMine', { value: '' })}
              <Shown value={c.mine} />
            </label>
            <label>
              <input type="radio" name={`pick-${c.pointer}`} checked={picks[c.pointer] === 'live'} onChange={() => setPicks({ ...picks, [c.pointer]: 'live' })} />
              {t('upToDate.takeLive', { live: pending.live, value: '' })}
              <Shown value={c.theirs} />
            </label>
          </ConflictField>
        ))}
        <Row>
          <SmallButton type="button" onClick={() => finish(pending, picks)}>
            {t('upToDate.apply')}
          </SmallButton>
          <SmallButton type="button" onClick={() => setPending(null)}>
            {t('upToDate.later')}
          </SmallButton>
        </Row>
      </section>
    );
  }
  // A preset's files are not the live version: publishing them replaces it whole.
  const files = status && !/^(draft|proposal|version):/.test(source) ? <Notice role="note">{t('upToDate.presetFiles', { name: source, live: status.version.number })}</Notice> : null;
  if (!status || !Number.isFinite(base) || live === undefined || base >= live) return files ?? (note ? <p role="status">{note}</p> : null);
  return (
    <Notice role="alert">
      {t('upToDate.behind', { base, live, author: status.version.author })}{' '}
      <SmallButton type="button" onClick={() => void bring()}>
        {t('upToDate.bring')}
      </SmallButton>
      {note ? <span role="status"> {note}</span> : null}
    </Notice>
  );
}
