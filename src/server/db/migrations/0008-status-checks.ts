// The columns with a closed set of values accept only the contract's (openapi/wl-v1.yaml): draft and
// schedule status, version kind, role, audit action. `not valid`: rows written before are not
// re-checked (a store never held others, and a start must not fail on history); every insert and
// update is. The lists are this migration's snapshot; `CHECKED` below fails the typecheck when
// the contract's enum and the list differ, so a new value comes with a new migration. Forward-only.
import { sql, type Kysely } from 'kysely';
import type { components } from '@/generated/api';

type Schemas = components['schemas'];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const DRAFT_STATUS = ['draft', 'proposed'] as const;
const SCHEDULE_STATUS = ['pending', 'live', 'done', 'cancelled'] as const;
const VERSION_KIND = ['initial', 'publish', 'rollback', 'scheduled', 'file', 'import'] as const;
const ROLE = ['editor', 'publisher', 'owner'] as const;
const AUDIT_ACTION = ['sign-in', 'sign-in-failed', 'sign-out', 'draft', 'proposal', 'publish', 'refusal', 'rejection', 'rollback', 'schedule', 'schedule-cancel', 'scheduled-live', 'import', 'team', 'asset'] as const;

type Value<T extends readonly string[]> = T[number];
export const CHECKED: [
  Same<Value<typeof DRAFT_STATUS>, Schemas['Draft']['status']>,
  Same<Value<typeof SCHEDULE_STATUS>, Schemas['Schedule']['status']>,
  Same<Value<typeof VERSION_KIND>, Schemas['Version']['kind']>,
  Same<Value<typeof ROLE>, Schemas['OperatorRole']>,
  Same<Value<typeof AUDIT_ACTION>, Schemas['AuditEntry']['action']>,
] = [true, true, true, true, true];

const oneOf = (column: string, values: readonly string[]) => `check (${column} in (${values.map((v) => `'${v}'`).join(', ')})) not valid`;

const statements = [
  `alter table drafts add constraint drafts_status_known ${oneOf('status', DRAFT_STATUS)}`,
  `alter table schedules add constraint schedules_status_known ${oneOf('status', SCHEDULE_STATUS)}`,
  `alter table versions add constraint versions_kind_known ${oneOf('kind', VERSION_KIND)}`,
  `alter table grants add constraint grants_role_known ${oneOf('role', ROLE)}`,
  `alter table operator_invitations add constraint operator_invitations_role_known ${oneOf('role', ROLE)}`,
  `alter table audit add constraint audit_action_known ${oneOf('action', AUDIT_ACTION)}`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
