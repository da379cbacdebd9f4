// History messages and audit entries in the operator's language. The channel service writes some
// messages itself, in English (a rollback, a scheduled switch, an initial or reloaded preset, the
// "proposed by" of a publish); the studio says them from the version's `kind` and the numbers and
// names inside, and keeps the editor's own words as written. A message it cannot read stays as is.
import type { components } from '@/generated/api';
import { studioLocale, type StudioT } from '../studio-i18n';

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

/** A date-time the service wrote (ISO, UTC) in the studio language's format. */
const when = (iso: string, locale: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(locale);
};

/** The role's name in the studio language (a role the studio does not know stays as written). */
export const roleName = (t: StudioT, role: string) => (['editor', 'publisher', 'owner'].includes(role) ? t(`team.roles.${role as 'editor'}`) : role);

type Reading = [RegExp, (t: StudioT, m: RegExpExecArray, locale: string) => string];

/** The service's own details (docs/channel-service.md, the audit), each read back into words. */
const DETAILS: Partial<Record<AuditAction, Reading[]>> = {
  draft: [[/^revision (\d+)$/, (t, m) => t('historyWords.detail.revision', { revision: Number(m[1]) })]],
  proposal: [[/^revision (\d+): ([\s\S]*)$/, (t, m) => t('historyWords.detail.revisionWith', { revision: Number(m[1]), message: m[2] })]],
  publish: [[/^revision (\d+) by (\S+): ([\s\S]*)$/, (t, m) => t('historyWords.detail.publishedRevision', { revision: Number(m[1]), author: m[2], message: m[3] })]],
  'scheduled-live': [[/^Scheduled (\S+) ended: version (\d+), published during it, stays live$/, (t, m) => t('historyWords.detail.windowEnded', { id: m[1], number: Number(m[2]) })]],
  schedule: [
    [/^(\S+): (\S+) to (\S+)$/, (t, m, l) => t('historyWords.detail.scheduleRange', { id: m[1], from: when(m[2]!, l), to: when(m[3]!, l) })],
    [/^(\S+): (\S+)$/, (t, m, l) => t('historyWords.detail.scheduleFrom', { id: m[1], from: when(m[2]!, l) })],
  ],
  asset: [
    [/^uploaded (\S+) \((.*), (\S+), (\d+)×(\d+), (\d+) bytes\)$/, (t, m, l) => t('historyWords.detail.uploaded', { name: m[2], type: m[3], width: m[4], height: m[5], size: new Intl.NumberFormat(l).format(Number(m[6])) })],
    [/^deleted (\S+)$/, (t, m) => t('historyWords.detail.deleted', { hash: m[1] })],
  ],
  import: [
    [/^Imported from (.+?) as revision (\d+); without (.+)$/, (t, m) => t('historyWords.detail.importedWithout', { from: m[1], revision: Number(m[2]), missing: m[3] })],
    [/^Imported from (.+?) as revision (\d+)$/, (t, m) => t('historyWords.detail.importedAs', { from: m[1], revision: Number(m[2]) })],
    [/^Preset files of (\S+) changed$/, (t, m) => t('historyWords.file', { name: m[1] })],
  ],
  'sign-in-failed': [[/^(\S+) from (\S+)$/, (t, m) => t('historyWords.detail.signInFailed', { code: m[1], address: m[2] })]],
  team: [
    [/^added (\S+) as (\S+)$/, (t, m) => t('historyWords.detail.added', { email: m[1], role: roleName(t, m[2]!) })],
    [/^publishers need a second factor: (yes|no)$/, (t, m) => t(m[1] === 'yes' ? 'historyWords.detail.secondFactorOn' : 'historyWords.detail.secondFactorOff')],
    [/^(\S+) is now (\S+)$/, (t, m) => t('historyWords.detail.roleNow', { email: m[1], role: roleName(t, m[2]!) })],
    [/^revoked the role of (\S+)$/, (t, m) => t('historyWords.detail.revoked', { email: m[1] })],
    [/^disabled (\S+) and ended their sign-ins$/, (t, m) => t('historyWords.detail.disabled', { email: m[1] })],
    [/^ended the sign-ins of (\S+)$/, (t, m) => t('historyWords.detail.ended', { email: m[1] })],
    [/^set a one-time password for (\S+)$/, (t, m) => t('historyWords.detail.oneTime', { email: m[1] })],
    [/^(\S+) changed their password$/, (t, m) => t('historyWords.detail.passwordChanged', { email: m[1] })],
  ],
};

/** An audit entry's action in words, and its detail (a service message read as in the history). */
export function auditAction(t: StudioT, action: string): string {
  return (AUDIT_ACTIONS as readonly string[]).includes(action) ? t(`historyWords.actions.${action as AuditAction}`) : action;
}

/** An audit entry's detail in the studio language; the operator's own words (a message, a comment) kept as written. */
export function auditDetail(t: StudioT, action: string, detail: string | undefined, locale: string = studioLocale()): string {
  if (!detail) return '';
  for (const [pattern, read] of DETAILS[action as AuditAction] ?? []) {
    const m = pattern.exec(detail);
    if (m) return read(t, m, locale);
  }
  if (action === 'rollback') return versionMessage(t, 'rollback', detail);
  if (action === 'scheduled-live') return versionMessage(t, 'scheduled', detail);
  if (action === 'publish') return versionMessage(t, 'publish', detail);
  return detail;
}
