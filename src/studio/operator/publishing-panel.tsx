// Drafts and review: an operator saves the studio's draft on the server and proposes it; a
// publisher reviews a proposal (its changes against the published version, the findings of the
// checks `preset validate` runs, a preview in the studio's frame) and publishes or rejects it.
import { useState } from 'react';
import type { components } from '@/generated/api';
import { isApiError } from '@/lib/api/errors';
import { getDraft } from '@/lib/api/operations/get-draft';
import { getVersion } from '@/lib/api/operations/get-version';
import { proposeDraft } from '@/lib/api/operations/propose-draft';
import { publishDraft } from '@/lib/api/operations/publish-draft';
import { rejectDraft } from '@/lib/api/operations/reject-draft';
import { saveDraft } from '@/lib/api/operations/save-draft';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import { diffPresets, type DiffEntry } from '@/lib/preset-check/diff';
import type { Finding } from '@/lib/preset-check/findings';
import { checkDraft } from '../check';
import { SmallButton } from '../styles';
import { ChangesList } from './changes-list';
import { toConfig, toPreset } from './config';
import { channelEtag, endOnUnauthorized, roleOf, setChannelEtag, type OperatorSession } from './session';
import { Notice, Panel, Row } from './styles';
import type { ChannelStatus } from './use-channel-status';

type Draft = components['schemas']['Draft'];
type Props = {
  session: OperatorSession;
  status: ChannelStatus | null;
  refresh: () => Promise<ChannelStatus | null>;
  draft: BuiltPreset;
  findings: readonly Finding[];
  open: (source: string, draft: BuiltPreset) => void;
};

type Review = { draft: Draft; preset: BuiltPreset; changes: DiffEntry[]; errors: Finding[] };

/** An API failure as the operator reads it; a 412 names the version that came first and its changes. */
export function failure(action: string, error: unknown): string {
  endOnUnauthorized(error);
  if (!isApiError(error)) return `${action} failed: ${String(error)}`;
  const body = error.body as { changes?: DiffEntry[] } | undefined;
  const since = error.status === 412 && body?.changes ? ` Changes since your version: ${body.changes.map((c) => c.pointer).join(', ') || 'none'}.` : '';
  return `${action} failed: ${error.message}${since}`;
}

export function PublishingPanel({ session, status, refresh, draft, findings, open }: Props) {
  const [message, setMessage] = useState('');
  const [note, setNote] = useState('');
  const [review, setReview] = useState<Review | null>(null);
  const [comment, setComment] = useState('');
  const publisher = roleOf(session) === 'publisher';
  const me = session.operator.email;
  const mine = status?.drafts.find((d) => d.author === me);
  const others = status?.drafts.filter((d) => d.author !== me) ?? [];
  const proposals = status?.drafts.filter((d) => d.status === 'proposed') ?? [];
  const errors = findings.filter((f) => f.severity === 'error');

  const save = async () => {
    const saved = await saveDraft({ config: toConfig(draft), base_version: status?.version.number ?? 1 });
    await refresh();
    return saved;
  };

  const run = async (action: string, work: () => Promise<string>) => {
    setNote(`${action}…`);
    try {
      setNote(await work());
    } catch (error) {
      setNote(failure(action, error));
    }
  };

  const saveOnly = () =>
    run('Saving the draft', async () => {
      const saved = await save();
      return `Draft saved at ${new Date(saved.updated_at).toLocaleTimeString('en-GB')} (based on version ${saved.base_version})`;
    });

  const propose = () =>
    run('Proposing', async () => {
      if (errors.length > 0) return `Proposal refused: ${errors.length} problem(s) must be fixed first (first: ${errors[0]?.pointer} ${errors[0]?.message})`;
      const saved = await save();
      await proposeDraft(saved.id, message);
      await refresh();
      return 'Proposed for review: a publisher of the channel reviews it';
    });

  const startReview = (id: string) =>
    run('Opening the proposal', async () => {
      const proposal = await getDraft(id);
      const current = await getVersion(status?.version.number ?? 1);
      const preset = toPreset(`proposal ${proposal.id}`, proposal.config ?? { sections: {} });
      const changes = diffPresets(toPreset('current', current.config ?? { sections: {} }), preset);
      setReview({ draft: proposal, preset, changes, errors: checkDraft(preset).filter((f) => f.severity === 'error') });
      setChannelEtag(`"v${current.number}"`);
      return `Reviewing the proposal of ${proposal.author} against version ${current.number}`;
    });

  const publish = (target: Review) =>
    run('Publishing', async () => {
      if (target.errors.length > 0) return `Publish refused: the proposal has ${target.errors.length} problem(s)`;
      const version = await publishDraft(target.draft.id, channelEtag(), target.draft.message ?? '');
      setChannelEtag(`"v${version.number}"`);
      setReview(null);
      await refresh();
      return `Published as version ${version.number}: members see it on their next load`;
    });

  const reject = (target: Review) =>
    run('Rejecting', async () => {
      await rejectDraft(target.draft.id, comment);
      setReview(null);
      setComment('');
      await refresh();
      return `Rejected: the draft went back to ${target.draft.author} with your comment`;
    });

  return (
    <Panel aria-labelledby="publishing-heading">
      <h2 id="publishing-heading">Drafts and review</h2>
      <p>
        Channel <strong>{session.channelId}</strong>, published version <strong>{status?.version.number ?? '…'}</strong>
        {status ? ` (${status.version.author}, ${new Date(status.version.created_at).toLocaleString('en-GB')})` : ''}.
      </p>
      {others.length > 0 ? (
        <Notice role="note">
          Also editing this channel: {others.map((d) => `${d.author} (${d.status === 'proposed' ? 'proposed' : 'draft saved'} ${new Date(d.updated_at).toLocaleTimeString('en-GB')})`).join(', ')}.
        </Notice>
      ) : null}
      <h3>Your draft</h3>
      {mine ? (
        <Row>
          <span>
            Saved on the server at {new Date(mine.updated_at).toLocaleTimeString('en-GB')} ({mine.status === 'proposed' ? 'proposed' : 'not proposed'}).
          </span>
          <SmallButton type="button" onClick={() => void run('Opening your draft', async () => {
            const saved = await getDraft(mine.id);
            open(`draft:${saved.id}`, toPreset(`draft ${saved.id}`, saved.config ?? { sections: {} }));
            return 'Your saved draft is open';
          })}>
            Continue your saved draft
          </SmallButton>
        </Row>
      ) : null}
      {mine?.comment ? <Notice role="note">Rejected with the comment: “{mine.comment}”</Notice> : null}
      <Row>
        <SmallButton type="button" onClick={() => void saveOnly()}>
          Save draft
        </SmallButton>
        <label>
          Message for the reviewer
          <input value={message} onChange={(e) => setMessage(e.target.value)} />
        </label>
        <SmallButton type="button" onClick={() => void propose()}>
          Propose
        </SmallButton>
      </Row>
      <h3>Proposals</h3>
      {proposals.length === 0 ? <p>No proposal waits for review.</p> : null}
      <ul aria-label="Proposals">
        {proposals.map((d) => (
          <li key={d.id}>
            {d.author}: “{d.message ?? ''}” ({new Date(d.updated_at).toLocaleTimeString('en-GB')}){' '}
            <SmallButton type="button" onClick={() => void startReview(d.id)}>
              Review the proposal of {d.author}
            </SmallButton>
          </li>
        ))}
      </ul>
      {review ? (
        <section aria-label="Review of the proposal">
          <h3>Review: {review.draft.author}, “{review.draft.message ?? ''}”</h3>
          <ChangesList label="Changes of the proposal" changes={review.changes} />
          {review.errors.length > 0 ? (
            <Notice role="note">
              {review.errors.length} problem(s), it cannot be published: {review.errors.slice(0, 5).map((f) => `${f.pointer} ${f.message}`).join('; ')}
            </Notice>
          ) : (
            <p>No problem found by the checks of preset validate.</p>
          )}
          <Row>
            <SmallButton type="button" onClick={() => open(`proposal:${review.draft.id}`, review.preset)}>
              Preview the proposal
            </SmallButton>
            {publisher ? (
              <>
                <SmallButton type="button" onClick={() => void publish(review)} disabled={review.errors.length > 0}>
                  Publish the proposal
                </SmallButton>
                <label>
                  Comment for the author
                  <input value={comment} onChange={(e) => setComment(e.target.value)} />
                </label>
                <SmallButton type="button" onClick={() => void reject(review)}>
                  Reject
                </SmallButton>
              </>
            ) : (
              <span>Only a publisher of this channel publishes or rejects.</span>
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
