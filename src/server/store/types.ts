// What the repositories hand out: the contract's shapes (openapi/wl-v1.yaml) plus what stays inside.
import type { Kysely, Transaction } from 'kysely';
import type { components } from '@/generated/api';
import type { Database } from '../db/schema';

type Schemas = components['schemas'];
export type Role = Schemas['OperatorRole'];
export type Config = Schemas['PublishedChannel'];
export type Version = Schemas['Version'] & { editor?: string };
export type Draft = Schemas['Draft'];
export type Schedule = Schemas['Schedule'];
export type AuditEntry = Schemas['AuditEntry'];
export type AuditAction = AuditEntry['action'];

/** The database or a transaction on it: a repository works on either. */
export type Db = Kysely<Database> | Transaction<Database>;

/** The service's clock (ms since the epoch): real time, or the demo's time with its offset. */
export type Clock = { now: () => number };

export const realClock: Clock = { now: () => Date.now() };

export const iso = (ms: number) => new Date(ms).toISOString();
export const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Roles by rank: an owner may do what a publisher may, a publisher what an editor may. */
export const ROLE_RANK: Record<string, number> = { editor: 1, publisher: 2, owner: 3 };
export const atLeast = (held: string, needed: Role) => (ROLE_RANK[held] ?? 0) >= (ROLE_RANK[needed] ?? 99);
