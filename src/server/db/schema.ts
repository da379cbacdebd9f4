// The channel store's tables as Kysely sees them (migrations/ creates them). Times are timestamptz
// written from the service's clock (demo time in the demo), never the database's now().
// Columns with a closed set of values take the contract's enum (openapi/wl-v1.yaml).
import type { ColumnType, Generated } from 'kysely';
import type { components } from '@/generated/api';

type Schemas = components['schemas'];
type Role = Schemas['OperatorRole'];

type Json = ColumnType<unknown, string, string>;
type Time = ColumnType<Date, Date | string, Date | string>;

export type ChannelTable = {
  id: string;
  name: string;
  time_zone: string;
  hosts: ColumnType<string[], string[], string[]>;
  /** The channel's languages (a preset's `languages`): the publish checks run with these. */
  languages: ColumnType<string[], string[], string[]>;
  current_version: number;
  /** Publishers and owners of the channel need a second factor (migration 0002). */
  publishers_need_second_factor: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Time;
};

export type VersionTable = {
  channel_id: string;
  number: number;
  config: Json;
  /** Who published it (the publisher; `system` / `file` / the scheduler's author). */
  author: string;
  /** Who wrote it: the proposal's author when a publisher published a proposal, else the author. */
  editor: string;
  kind: Schemas['Version']['kind'];
  message: string;
  changes: Json;
  created_at: Time;
};

export type DraftTable = {
  id: string;
  channel_id: string;
  author: string;
  config: Json;
  base_version: number;
  revision: number;
  status: Schemas['Draft']['status'];
  message: string | null;
  comment: string | null;
  proposed_revision: number | null;
  updated_at: Time;
};

export type ScheduleTable = {
  id: string;
  channel_id: string;
  version: number;
  starts_at: Time;
  ends_at: Time | null;
  then_version: number | null;
  author: string;
  status: Schemas['Schedule']['status'];
  /** The version current when the campaign went live (what its end returns to unless published over). */
  replaced_version: number | null;
  /** The version its go-live made. */
  live_version: number | null;
  created_at: Time;
};

export type OperatorTable = {
  email: string;
  name: string;
  password_hash: string;
  disabled: boolean;
  created_at: Time;
  /** Set by an owner: the next sign-in chooses a new password (migration 0002). */
  one_time_password: ColumnType<boolean, boolean | undefined, boolean>;
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** A secret being enrolled, until confirmed with a code. */
  totp_pending: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last accepted TOTP time step: a code is good once. */
  totp_last_step: ColumnType<string, number | undefined, number>;
};

export type AuthThrottleTable = { key: string; failures: number; last_failure_at: Time };

/** A security event that concerns no channel (migration 0005): a failed sign-in of an unknown e-mail. */
export type SecurityLogTable = { id: Generated<string>; at: Time; event: string; account: string; address: string; detail: string | null };

/** The service's own secrets, made at first use (migration 0005): `device-cookie` signs device cookies. */
export type ServiceSecretTable = { name: string; value: string };

export type GrantTable = { operator_email: string; channel_id: string; role: Role };
/** A role offered to an existing account, granted when it accepts (migration 0005). */
export type InvitationTable = { operator_email: string; channel_id: string; role: Role; invited_by: string; invited_at: Time };

export type SessionTable = {
  token_hash: string;
  operator_email: string;
  created_at: Time;
  last_seen_at: Time;
  ended_at: Time | null;
};

export type AuditTable = {
  id: Generated<string>;
  channel_id: string | null;
  at: Time;
  actor: string;
  action: Schemas['AuditEntry']['action'];
  version: number | null;
  draft: string | null;
  detail: string | null;
};

/** A public route of a version rendered ahead, in one language (migration 0004). */
export type FirstScreenRenderTable = { channel_id: string; version: number; language: string; path: string; html: string };
/** An image of a channel's library (migration 0003): `hash` is the SHA-256 of `data`. */
export type AssetTable = {
  channel_id: string;
  hash: string;
  content_type: string;
  bytes: number;
  width: number;
  height: number;
  name: string;
  uploaded_by: string;
  created_at: Time;
  data: ColumnType<Uint8Array, Uint8Array, never>;
};

export type Database = {
  channels: ChannelTable;
  versions: VersionTable;
  drafts: DraftTable;
  schedules: ScheduleTable;
  operators: OperatorTable;
  grants: GrantTable;
  operator_invitations: InvitationTable;
  sessions: SessionTable;
  audit: AuditTable;
  auth_throttle: AuthThrottleTable;
  security_log: SecurityLogTable;
  service_secrets: ServiceSecretTable;
  first_screen_renders: FirstScreenRenderTable;
  assets: AssetTable;
};

/**
 * Every table, parents before children (their foreign keys): the order a backup writes and a restore
 * reads them (scripts/channels/backup.ts). The check below fails the typecheck when a table of
 * `Database` is missing from it.
 */
export const TABLE_ORDER = [
  'channels',
  'operators',
  'versions',
  'grants',
  'operator_invitations',
  'drafts',
  'schedules',
  'assets',
  'first_screen_renders',
  'audit',
  'sessions',
  'auth_throttle',
  'security_log',
  'service_secrets',
] as const satisfies readonly (keyof Database)[];
type Unordered = Exclude<keyof Database, (typeof TABLE_ORDER)[number]>;
export const EVERY_TABLE_ORDERED: [Unordered] extends [never] ? true : Unordered = true;
