// History messages and audit entries in the operator's language. The channel service writes some
// messages itself, in English (a rollback, a scheduled switch, an initial or reloaded preset, the
// "proposed by" of a publish); the studio says them from the version's `kind` and the numbers and
// names inside, and keeps the editor's own words as written. A message it cannot read stays as is.
import type { components } from '@/generated/api';
import type { StudioT } from '../studio-i18n';

export type VersionKind = 'initial' | 'publish' | 'rollback' | 'scheduled' | 'file' | 'import';
type AuditAction = components['schemas']['AuditEntry']['action'];
/** Every action of the contract's audit entries: a new one fails the typecheck until it is worded. */
const ACTION_LIST: Record<AuditAction, true> = {
  'sign-in': true,
  'sign-in-failed': true,
  'sign-out': true,
  draft: true,
  proposal: true,
  publish: true,
  refusal: true,
  rejection: true,
  rollback: true,
  schedule: true,
  'schedule-cancel': true,
  'scheduled-live': true,
  import: true,
  team: true,
  asset: true,
};
export const AUDIT_ACTIONS = Object.keys(ACTION_LIST) as AuditAction[];

const ROLLBACK = /^Rollback to version (\d+)(?:: ([\s\S]*))?$/;
const SCHEDULED = /^Scheduled (\S+?)(?<ended> ended)?: version (\d+) live(?: again)?$/;
const PROPOSED = /^([\s\S]*) \(proposed by ([^()]+)\)$/;
const INITIAL = /^Preset (\S+)$/;
const FILE = /^Preset files of (\S+) changed$/;
const IMPORTED = /^Imported from (.+)$/;

/** A service message with the editor's words (after the service's own part) kept as written. */
export function versionMessage(t: StudioT, kind: string, message: string): string {
  if (kind === 'rollback') {
    const m = ROLLBACK.exec(message);
    if (m) return m[2] ? t('historyWords.rollbackWith', { number: Number(m[1]), message: m[2] }) : t('historyWords.rollback', { number: Number(m[1]) });
    return `${t('historyWords.kind.rollback')}: ${message}`;
  }
  if (kind === 'scheduled') {
    const m = SCHEDULED.exec(message);
    if (m) return t(m.groups?.ended ? 'historyWords.scheduledEnded' : 'historyWords.scheduledLive', { id: m[1], number: Number(m[3]) });
    return `${t('historyWords.kind.scheduled')}: ${message}`;
  }
  if (kind === 'initial') {
    const m = INITIAL.exec(message);
    return m ? t('historyWords.initial', { name: m[1] }) : `${t('historyWords.kind.initial')}: ${message}`;
  }
  if (kind === 'file') {
    const m = FILE.exec(message);
    return m ? t('historyWords.file', { name: m[1] }) : `${t('historyWords.kind.file')}: ${message}`;
  }
  if (kind === 'import') {
    const m = IMPORTED.exec(message);
    return m ? t('historyWords.imported', { from: m[1] }) : message;
  }
  const m = PROPOSED.exec(message);
  return m ? t('historyWords.proposedBy', { message: m[1], author: m[2] }) : message;
}

const SCHEDULE_RANGE = /^(\S+) to (\S+)$/;

/** An audit entry's action in words, and its detail (a service message read as in the history). */
export function auditAction(t: StudioT, action: string): string {
  return (AUDIT_ACTIONS as readonly string[]).includes(action) ? t(`historyWords.actions.${action as AuditAction}`) : action;
}

export function auditDetail(t: StudioT, action: string, detail: string | undefined): string {
  if (!detail) return '';
  if (action === 'rollback') return versionMessage(t, 'rollback', detail);
  if (action === 'scheduled-live') return versionMessage(t, 'scheduled', detail);
  if (action === 'publish') return versionMessage(t, 'publish', detail);
  if (action === 'schedule') {
    const m = SCHEDULE_RANGE.exec(detail);
    if (m) return t('historyWords.scheduleRange', { from: m[1], to: m[2] });
  }
  return detail;
}
