// History messages and audit entries in the operator's language. The channel service writes some
// messages itself, in English (a rollback, a scheduled switch, an initial or reloaded preset, the
// "proposed by" of a publish); the studio says them from the version's `kind` and the numbers and
// names inside, and keeps the editor's own words as written. A message it cannot read stays as is.
import type { StudioT } from '../studio-i18n';

export type VersionKind = 'initial' | 'publish' | 'rollback' | 'scheduled' | 'file';
export const AUDIT_ACTIONS = ['sign-in', 'sign-out', 'draft', 'proposal', 'publish', 'rejection', 'rollback', 'schedule', 'schedule-cancel', 'scheduled-live'] as const;

const ROLLBACK = /^Rollback to version (\d+)(?:: ([\s\S]*))?$/;
const SCHEDULED = /^Scheduled (\S+?)(?<ended> ended)?: version (\d+) live(?: again)?$/;
const PROPOSED = /^([\s\S]*) \(proposed by ([^()]+)\)$/;
const INITIAL = /^Preset (\S+)$/;
const FILE = /^Preset files of (\S+) changed$/;

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
  const m = PROPOSED.exec(message);
  return m ? t('historyWords.proposedBy', { message: m[1], author: m[2] }) : message;
}

const SCHEDULE_RANGE = /^(\S+) to (\S+)$/;

/** An audit entry's action in words, and its detail (a service message read as in the history). */
export function auditAction(t: StudioT, action: string): string {
  return (AUDIT_ACTIONS as readonly string[]).includes(action) ? t(`historyWords.actions.${action as (typeof AUDIT_ACTIONS)[number]}`) : action;
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
