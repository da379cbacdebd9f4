// The studio's publishing views (left column "Publishing"): drafts and review, history, schedule, audit, team.
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import type { Finding } from '@/lib/preset-check/findings';
import { AuditPanel } from './audit-panel';
import { HistoryPanel, type ComparePreview } from './history-panel';
import { PublishingPanel } from './publishing-panel';
import { SchedulePanel } from './schedule-panel';
import { TeamPanel } from './team-panel';
import type { OperatorSession } from './session';
import type { useChannelStatus } from './use-channel-status';

/** The views in their order; each is named by the studio's text `nav.<kind>`. */
export const operatorViews = [{ kind: 'review' }, { kind: 'history' }, { kind: 'schedule' }, { kind: 'audit' }, { kind: 'team' }] as const;
export type OperatorViewKind = (typeof operatorViews)[number]['kind'];

type Props = {
  kind: OperatorViewKind;
  session: OperatorSession;
  channel: ReturnType<typeof useChannelStatus>;
  draft: BuiltPreset;
  findings: readonly Finding[];
  open: (source: string, draft: BuiltPreset, published?: BuiltPreset) => void;
  preview: ComparePreview;
};

export function OperatorView({ kind, session, channel, draft, findings, open, preview }: Props) {
  if (kind === 'review') return <PublishingPanel session={session} status={channel.status} refresh={channel.refresh} draft={draft} findings={findings} open={open} />;
  if (kind === 'history') return <HistoryPanel session={session} refresh={channel.refresh} open={open} preview={preview} />;
  if (kind === 'schedule') return <SchedulePanel session={session} status={channel.status} refresh={channel.refresh} />;
  if (kind === 'team') return <TeamPanel session={session} />;
  return <AuditPanel session={session} />;
}
