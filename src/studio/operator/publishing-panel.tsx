// Drafts and review: an operator saves the studio's draft on the server and proposes it; a
// publisher reviews a proposal (its changes against the published version, the findings of the
// checks `preset validate` runs, a preview in the studio's frame) and publishes or rejects it.
import { useEffect, useState } from 'react';
import type { components } from '@/generated/api';
import { i18n } from '@/lib/i18n';
import { getDraft } from '@/lib/api/operations/get-draft';
import { proposeDraft } from '@/lib/api/operations/propose-draft';
import { publishDraft } from '@/lib/api/operations/publish-draft';
import { rejectDraft } from '@/lib/api/operations/reject-draft';
import { saveDraft } from '@/lib/api/operations/save-draft';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import { mergeThreeWay } from '@/lib/config-merge/three-way';
import { diffPresets, type DiffEntry } from '@/lib/preset-check/diff';
import type { Finding } from '@/lib/preset-check/findings';
import { assetRefsOf } from '@/lib/preset-check/images';
import { refreshAssets } from '../asset-store';
import { checkDraft } from '../check';
import { placeWords } from '../conflict-words';
import { findingText } from '../finding-words';
import { studioLocale, useStudioT } from '../studio-i18n';
import { SmallButton } from '../styles';
import { ChangesList } from './changes-list';
import { configOfPreset, presetOfConfig } from '@/channel/config';
import { failure } from './failure';
import { baseVersion, mayPublish, roleOf, setChannelEtag, type OperatorSession } from './session';
import { Notice, Panel, Row } from './styles';
import { versionConfig, type ChannelStatus } from './use-channel-status';
import { inZone } from './zoned-time';

type Draft = components['schemas']['Draft'];
type Props = {
  session: OperatorSession;
  status: ChannelStatus | null;
  refresh: () => Promise<ChannelStatus | null>;
  draft: BuiltPreset;
  findings: readonly Finding[];
  open: (source: string, draft: BuiltPreset, published?: BuiltPreset) => void;
};

/**
 * A proposal as it would go live: merged onto `against` (the live version when it was opened) when it
 * was made from an older one; `conflicts` values both changed (it cannot be published then); `base`
 * is that live version, what its changes are told against.
 */
type Review = { draft: Draft; against: number; base: BuiltPreset; preset: BuiltPreset; changes: DiffEntry[]; errors: Finding[]; conflicts: number };

/** The end of the campaign window running now (a `live` schedule with an end): a publish during it is what that end returns to. */
export const liveWindowEnd = (status: ChannelStatus | null): string | null => status?.schedule.find((s) => s.status === 'live' && s.ends_at)?.ends_at ?? null;

export function PublishingPanel({ session, status, refresh, draft, findings, open }: Props) {
  const { t } = useStudioT();
  const [message, setMessage] = useState('');
  const [note, setNote] = useState('');
  const [review, setReview] = useState<Review | null>(null);
  const [comment, setComment] = useState('');
  const publisher = mayPublish(roleOf(session));
  const me = session.operator.email;
  const mine = status?.drafts.find((d) => d.author === me);
  const others = status?.drafts.filter((d) => d.author !== me) ?? [];
  const proposals = status?.drafts.filter((d) => d.status === 'proposed') ?? [];
  const errors = findings.filter((f) => f.severity === 'error');
  const windowEnd = liveWindowEnd(status);
  // The review as opened is no longer the truth: the proposal was saved again (or withdrawn), or another version went live.
  const listed = review ? status?.drafts.find((d) => d.id === review.draft.id) : undefined;
  const reviewStale = review !== null && status !== null && (listed?.revision !== review.draft.revision || listed?.status !== 'proposed' || status.version.number !== review.against);

  // Opened: what the service holds now, not what this tab read a while ago.
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const save = async () => {
    const base = baseVersion();
    if (base === null) throw new Error(t('upToDate.noBase'));
    const saved = await saveDraft({ config: configOfPreset(draft), base_version: base });
    if (saved.merged_versions?.length) {
      // The service brought it up to date: the studio opens what was saved, on the live version.
      const full = await getDraft(saved.id);
      const live = await versionConfig(saved.base_version);
      setChannelEtag(`"v${saved.base_version}"`);
      open(`draft:${saved.id}`, presetOfConfig(draft.name, full.config ?? { sections: {} }), presetOfConfig(draft.name, live.config));
    }
    await refresh();
    return saved;
  };

  const run = async (action: string, work: () => Promise<string>) => {
    setNote(`${action}…`);
    try {
      setNote(await work());
    } catch (error) {
      setNote(failure(action, error));
      // A refusal over a newer version: the status shows it, and the studio offers to bring the draft up to date.
      await refresh();
    }
  };

  const saveOnly = () =>
    run(t('publishing.saving'), async () => {
      const saved = await save();
      const merged = saved.merged_versions?.length ? ` ${t('upToDate.merged', { versions: saved.merged_versions.join(', ') })}` : '';
      return t('publishing.saved', { time: new Date(saved.updated_at).toLocaleTimeString(studioLocale()), version: saved.base_version }) + merged;
    });

  const propose = () =>
    run(t('publishing.proposing'), async () => {
      // The first finding where the form shows it, in the studio's words (never a JSON pointer).
      if (errors.length > 0) return t('publishing.proposalRefused', { count: errors.length, first: `${placeWords(t, i18n.language, draft, errors[0]!.pointer)}: ${findingText(t, i18n.language, errors[0]!)}` });
      const saved = await save();
      await proposeDraft(saved.id, message);
      await refresh();
      return t('publishing.proposed');
    });

  const startReview = (id: string) =>
    run(t('publishing.openingProposal'), async () => {
      const now = (await refresh()) ?? status;
      const proposal = await getDraft(id);
      const current = await versionConfig(now?.version.number ?? proposal.base_version);
      let config = proposal.config ?? { sections: {} };
      let conflicts = 0;
      if (proposal.base_version !== current.number) {
        // Made from an older version: what publishing makes live is its changes on the live version.
        const base = await versionConfig(proposal.base_version);
        const merged = mergeThreeWay(base.config, config, current.config);
        config = merged.merged;
        conflicts = merged.conflicts.length;
      }
      const preset = presetOfConfig(`proposal ${proposal.id}`, config);
      const base = presetOfConfig('current', current.config);
      const changes = diffPresets(base, preset);
      // The library as the service holds it now: the proposal may show an image uploaded after this tab loaded it.
      const library = await refreshAssets(session.channelId, assetRefsOf(preset));
      setReview({ draft: proposal, against: current.number, base, preset, changes, errors: checkDraft(preset, library?.hashes).filter((f) => f.severity === 'error'), conflicts });
      return t('publishing.reviewing', { author: proposal.author, version: current.number });
    });

  const publish = (target: Review) =>
    run(t('publishing.publishing'), async () => {
      if (target.errors.length > 0) return t('publishing.publishRefused', { count: target.errors.length });
      // If-Match: the version the review was made against. The studio's own draft keeps its base.
      const version = await publishDraft(target.draft.id, `"v${target.against}"`, target.draft.message ?? '', target.draft.revision ?? 0);
      setReview(null);
      await refresh();
      return t('publishing.published', { version: version.number });
    });

  const reject = (target: Review) =>
    run(t('publishing.rejecting'), async () => {
      await rejectDraft(target.draft.id, comment);
      setReview(null);
      setComment('');
      await refresh();
      return t('publishing.rejected', { author: target.draft.author });
    });

  return (
    <Panel aria-labelledby="publishing-heading">
      <h2 id="publishing-heading">{t('publishing.title')}</h2>
      <p>
        {t('publishing.channel')} <strong>{session.channelId}</strong>, {t('publishing.publishedVersion')} <strong>{status?.version.number ?? '…'}</strong>
        {status ? ` (${status.version.author}, ${new Date(status.version.created_at).toLocaleString(studioLocale())})` : ''}.
      </p>
      {others.length > 0 ? (
        <Notice role="note">
          {t('publishing.alsoEditing', {
            others: others.map((d) => `${d.author} (${d.status === 'proposed' ? t('publishing.proposedState') : t('publishing.draftSaved')} ${new Date(d.updated_at).toLocaleTimeString(studioLocale())})`).join(', '),
          })}
        </Notice>
      ) : null}
      <h3>{t('publishing.yourDraft')}</h3>
      {mine ? (
        <Row>
          <span>
            {t('publishing.savedOnServer', { time: new Date(mine.updated_at).toLocaleTimeString(studioLocale()), state: mine.status === 'proposed' ? t('publishing.proposedState') : t('publishing.notProposed') })}
          </span>
          <SmallButton type="button" onClick={() => void run(t('publishing.openingDraft'), async () => {
            const saved = await getDraft(mine.id);
            setChannelEtag(`"v${saved.base_version}"`);
            open(`draft:${saved.id}`, presetOfConfig(`draft ${saved.id}`, saved.config ?? { sections: {} }));
            return t('publishing.draftOpen');
          })}>
            {t('publishing.continueDraft')}
          </SmallButton>
        </Row>
      ) : null}
      {mine?.comment ? <Notice role="note">{t('publishing.rejectedComment', { comment: mine.comment })}</Notice> : null}
      <Row>
        <SmallButton type="button" onClick={() => void saveOnly()}>
          {t('publishing.saveDraft')}
        </SmallButton>
        <label>
          {t('publishing.messageForReviewer')}
          <input value={message} onChange={(e) => setMessage(e.target.value)} />
        </label>
        <SmallButton type="button" onClick={() => void propose()}>
          {t('publishing.propose')}
        </SmallButton>
      </Row>
      <h3>{t('publishing.proposals')}</h3>
      {proposals.length === 0 ? <p>{t('publishing.noProposal')}</p> : null}
      <ul aria-label={t('publishing.proposals')}>
        {proposals.map((d) => (
          <li key={d.id}>
            {d.author}: “{d.message ?? ''}” ({new Date(d.updated_at).toLocaleTimeString(studioLocale())}){' '}
            <SmallButton type="button" onClick={() => void startReview(d.id)}>
              {t('publishing.reviewProposal', { author: d.author })}
            </SmallButton>
          </li>
        ))}
      </ul>
      {review ? (
        <section aria-label={t('publishing.review')}>
          <h3>{t('publishing.reviewTitle', { author: review.draft.author, message: review.draft.message ?? '' })}</h3>
          {reviewStale ? (
            <Notice role="alert">
              {t('upToDate.reviewStale')}{' '}
              <SmallButton type="button" onClick={() => void startReview(review.draft.id)}>
                {t('upToDate.reviewAgain')}
              </SmallButton>
            </Notice>
          ) : null}
          {review.draft.base_version !== review.against ? (
            <Notice role="note">
              {review.conflicts > 0 ? t('upToDate.reviewConflicts', { base: review.draft.base_version, count: review.conflicts }) : t('upToDate.reviewMerged', { base: review.draft.base_version, live: review.against })}
            </Notice>
          ) : null}
          <ChangesList label={t('publishing.proposalChanges')} changes={review.changes} before={review.base} after={review.preset} />
          {review.errors.length > 0 ? (
            <Notice role="note">
              {t('publishing.problems', { count: review.errors.length, list: review.errors.slice(0, 5).map((f) => `${placeWords(t, i18n.language, review.preset, f.pointer)}: ${findingText(t, i18n.language, f)}`).join('; ') })}
            </Notice>
          ) : (
            <p>{t('publishing.noProblem')}</p>
          )}
          {publisher && windowEnd ? (
            <Notice role="note" id="publishing-window">
              {t('publishing.duringWindow', { end: inZone(windowEnd, status?.time_zone ?? 'UTC') })}
            </Notice>
          ) : null}
          <Row>
            <SmallButton
              type="button"
              onClick={() => {
                setChannelEtag(`"v${review.against}"`);
                open(`proposal:${review.draft.id}`, review.preset);
              }}
            >
              {t('publishing.previewProposal')}
            </SmallButton>
            {publisher ? (
              <>
                <SmallButton type="button" onClick={() => void publish(review)} disabled={review.errors.length > 0 || review.conflicts > 0 || reviewStale} aria-describedby={windowEnd ? 'publishing-window' : undefined}>
                  {t('publishing.publishProposal')}
                </SmallButton>
                <label>
                  {t('publishing.commentForAuthor')}
                  <input value={comment} onChange={(e) => setComment(e.target.value)} />
                </label>
                <SmallButton type="button" onClick={() => void reject(review)}>
                  {t('publishing.reject')}
                </SmallButton>
              </>
            ) : (
              <span>{t('publishing.publisherOnly')}</span>
            )}
          </Row>
        </section>
      ) : null}
      <p role="status" aria-live="polite">
        {note}
      </p>
    </Panel>
  );
}
