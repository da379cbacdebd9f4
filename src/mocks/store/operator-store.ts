// The demo's operators and each channel's publishing state: operator tokens (separate from member
// tokens), versions (immutable, each with the diff to the previous), server-side drafts and
// proposals, the schedule and the audit trail. One desk per demo store (a reset starts a new one).
import type { components } from '@/generated/api';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import { diffPresets } from '@/lib/preset-check/diff';
import { listPresets, loadPreset, withPublished, type LoadedPreset } from '../preset-source';
import type { DemoStore } from './demo-store';
import { OperatorAccounts, type Account } from './operator-accounts';

type Schemas = components['schemas'];
export type Role = Schemas['OperatorRole'];
export type Config = Schemas['PublishedChannel'];
export type VersionRecord = Schemas['Version'] & { config: Config };
export type DraftRecord = Omit<Schemas['Draft'], 'others_editing'> & { config: Config };
export type ScheduleRecord = Schemas['Schedule'] & { replaced_by: number };
export type AuditRecord = Schemas['AuditEntry'];

/** The demo operators' password (README, docs/demo-backend.md). */
export const OPERATOR_PASSWORD = 'Operator1234';

/** An operator token's lifetime from sign-in, in demo time (openapi: OperatorSession.expires_in). */
export const OPERATOR_TOKEN_SECONDS = 8 * 60 * 60;

/** Each demo channel's time zone, a channel setting (ChannelStatus.time_zone); others are UTC. */
const TIME_ZONES: Record<string, string> = {
  'demo-default': 'Europe/Prague',
  'demo-fuel-cz': 'Europe/Prague',
  'demo-drugstore-pl': 'Europe/Warsaw',
  'demo-minimal-gb': 'Europe/London',
};
export const timeZoneOf = (channelId: string) => TIME_ZONES[channelId] ?? 'UTC';

/** Roles are per channel: the editor and the publisher hold no role on minimal-gb and the publisher
 * only edits drugstore-pl; the owner owns every channel (so each preset can be published). */
export const DEMO_OPERATORS = [
  { email: 'editor@demo.test', name: 'Eda Editor', role: 'editor', except: { 'demo-minimal-gb': null } },
  { email: 'publisher@demo.test', name: 'Petra Publisher', role: 'publisher', except: { 'demo-minimal-gb': null, 'demo-drugstore-pl': 'editor' } },
  { email: 'owner@demo.test', name: 'Olga Owner', role: 'owner', except: {} },
] as const satisfies readonly { email: string; name: string; role: Role; except: Record<string, Role | null> }[];

export type DemoOperator = (typeof DEMO_OPERATORS)[number];

export const configOf = (preset: LoadedPreset): Config => ({
  sections: preset.sections as Config['sections'],
  general: preset.general,
  translations: preset.translations as Config['translations'],
  ...preset.structure,
});

export const changesBetween = (before: Config, after: Config) => diffPresets(before as unknown as BuiltPreset, after as unknown as BuiltPreset);

export const etagOf = (version: number) => `"v${version}"`;

type ChannelDesk = { versions: VersionRecord[]; drafts: DraftRecord[]; schedule: ScheduleRecord[]; audit: AuditRecord[]; base: LoadedPreset | null };

export class OperatorDesk {
  /** Operator tokens: whose, and until when (demo time, ms). */
  readonly tokens = new Map<string, { email: string; expiresAt: number }>();
  private readonly channels = new Map<string, ChannelDesk>();
  private readonly served = new Map<string, { number: number; preset: LoadedPreset }>();
  private counter = 0;

  constructor(private readonly store: DemoStore) {
    this.accounts = new OperatorAccounts(OPERATOR_PASSWORD, () => store.now());
    const ids = [...new Set([store.channelId, ...listPresets().map((name) => `demo-${name}`)])];
    for (const operator of DEMO_OPERATORS) {
      const account = this.accounts.add(operator.email, operator.name, null, false);
      const except: Record<string, Role | null> = operator.except;
      for (const id of ids) {
        const role = id in except ? except[id] : operator.role;
        if (role) account.roles.set(id, role);
      }
    }
  }

  nextId(prefix: string) {
    this.counter += 1;
    return `${prefix}-${this.counter}`;
  }

  /** The demo operators with their roles on every demo channel unless excepted (an owner adds more). */
  readonly accounts: OperatorAccounts;

  /** The channels an operator holds and their role on each. */
  channelsOf(operator: Account): { channel_id: string; role: Role }[] {
    return [...operator.roles].map(([channel_id, role]) => ({ channel_id, role }));
  }

  /** A new sign-in of an operator whose password (and second factor) were checked. */
  startSession(operator: Account): string {
    const token = `op_${globalThis.crypto.randomUUID().replaceAll('-', '')}${globalThis.crypto.randomUUID().replaceAll('-', '')}`;
    this.tokens.set(token, { email: operator.email, expiresAt: this.store.now() + OPERATOR_TOKEN_SECONDS * 1000 });
    for (const { channel_id } of this.channelsOf(operator)) this.record(channel_id, operator.email, 'sign-in');
    return token;
  }

  /** Ends every sign-in of an operator at once; how many ended. */
  endSessionsOf(email: string, except: string | null = null): number {
    let ended = 0;
    for (const [token, held] of this.tokens) {
      if (held.email !== email || token === except) continue;
      this.tokens.delete(token);
      ended += 1;
    }
    return ended;
  }

  /** Sign-ins alive now of an operator. */
  sessionsOf = (email: string) => [...this.tokens.values()].filter((held) => held.email === email && held.expiresAt > this.store.now()).length;

  /** The token's operator while it lives (demo time: `/__demo/time` ages it); null once expired or disabled. */
  operatorByToken(token: string): Account | null {
    const held = this.tokens.get(token);
    if (!held) return null;
    if (held.expiresAt <= this.store.now()) return null;
    const account = this.accounts.get(held.email);
    return account && !account.disabled ? account : null;
  }

  /** Whether the token was issued and has outlived its lifetime (the 401 then says so). */
  expired(token: string): boolean {
    const held = this.tokens.get(token);
    return held !== undefined && held.expiresAt <= this.store.now();
  }

  /** A channel's desk; its first version is the config it served before any publish. */
  desk(channelId: string): ChannelDesk {
    let desk = this.channels.get(channelId);
    if (!desk) {
      const own = channelId === this.store.channelId;
      const preset = own ? this.store.preset : loadPreset(channelId.replace(/^demo-/, ''));
      const initial: VersionRecord = { number: 1, author: 'system', created_at: new Date(this.store.seededAt).toISOString(), message: `Preset ${preset.name}`, kind: 'initial', changes: [], config: configOf(preset) };
      desk = { versions: [initial], drafts: [], schedule: [], audit: [], base: own ? null : preset };
      this.channels.set(channelId, desk);
    }
    return desk;
  }

  current(channelId: string): VersionRecord {
    const { versions } = this.desk(channelId);
    return versions[versions.length - 1]!;
  }

  /**
   * What a channel other than the running one serves to members: its preset on disk with its
   * current version's config over it (the running channel is `store.preset`).
   */
  servedPreset(channelId: string): LoadedPreset {
    const current = this.current(channelId);
    const cached = this.served.get(channelId);
    if (cached?.number === current.number) return cached.preset;
    const desk = this.desk(channelId);
    desk.base ??= loadPreset(channelId.replace(/^demo-/, ''));
    const preset = withPublished(desk.base, current.config);
    this.served.set(channelId, { number: current.number, preset });
    return preset;
  }

  record(channelId: string, actor: string, action: AuditRecord['action'], extra: Partial<AuditRecord> = {}) {
    this.desk(channelId).audit.push({ at: this.store.nowIso(), actor, action, ...extra });
  }

  /** A new version (publish, rollback or schedule), served at once: by the running channel, or by another channel's host (`servedPreset`). */
  addVersion(channelId: string, author: string, kind: VersionRecord['kind'], message: string, config: Config): VersionRecord {
    const previous = this.current(channelId);
    const version: VersionRecord = { number: previous.number + 1, author, created_at: this.store.nowIso(), message, kind, changes: changesBetween(previous.config, config), config: structuredClone(config) };
    this.desk(channelId).versions.push(version);
    if (channelId === this.store.channelId) this.store.preset = withPublished(this.store.preset, config);
    return version;
  }

  /** Schedules whose time has come go live (demo time, so `/__demo/time` moves them). */
  applyDue() {
    const now = this.store.now();
    for (const [channelId, desk] of this.channels) {
      for (const entry of desk.schedule) {
        if (entry.status === 'pending' && Date.parse(entry.starts_at) <= now) {
          this.goLive(channelId, entry, entry.version, `Scheduled ${entry.id}: version ${entry.version} live`);
          entry.status = entry.ends_at ? 'live' : 'done';
        }
        if (entry.status === 'live' && entry.ends_at && Date.parse(entry.ends_at) <= now) {
          const then = entry.then_version ?? entry.replaced_by;
          this.goLive(channelId, entry, then, `Scheduled ${entry.id} ended: version ${then} live again`);
          entry.status = 'done';
        }
      }
    }
  }

  private goLive(channelId: string, entry: ScheduleRecord, number: number, message: string) {
    const source = this.desk(channelId).versions.find((v) => v.number === number);
    if (!source) return;
    const version = this.addVersion(channelId, entry.author, 'scheduled', message, source.config);
    this.record(channelId, entry.author, 'scheduled-live', { version: version.number, detail: message });
  }
}

const desks = new WeakMap<DemoStore, OperatorDesk>();

/** The operator desk of a demo store (created on first use). */
export function operatorDesk(store: DemoStore): OperatorDesk {
  let desk = desks.get(store);
  if (!desk) {
    desk = new OperatorDesk(store);
    desks.set(store, desk);
  }
  return desk;
}
