// The demo's operators and each channel's publishing state: operator tokens (separate from member
// tokens), versions (immutable, each with the diff to the previous), server-side drafts and
// proposals, the schedule and the audit trail. One desk per demo store (a reset starts a new one).
import type { components } from '@/generated/api';
import type { BuiltPreset } from '@/lib/preset-check/built-preset';
import { diffPresets } from '@/lib/preset-check/diff';
import { listPresets, loadPreset, withPublished, type LoadedPreset } from '../preset-source';
import type { DemoStore } from './demo-store';

type Schemas = components['schemas'];
export type Role = Schemas['OperatorRole'];
export type Config = Schemas['PublishedChannel'];
export type VersionRecord = Schemas['Version'] & { config: Config };
export type DraftRecord = Omit<Schemas['Draft'], 'others_editing'> & { config: Config };
export type ScheduleRecord = Schemas['Schedule'] & { replaced_by: number };
export type AuditRecord = Schemas['AuditEntry'];

/** The demo operators' password (README, docs/demo-backend.md). */
export const OPERATOR_PASSWORD = 'Operator1234';

/** Roles are per channel: the editor and the publisher hold no role on minimal-gb and the publisher
 * only edits drugstore-pl; the owner publishes every channel (so each preset can be published). */
export const DEMO_OPERATORS = [
  { email: 'editor@demo.test', name: 'Eda Editor', role: 'editor', except: { 'demo-minimal-gb': null } },
  { email: 'publisher@demo.test', name: 'Petra Publisher', role: 'publisher', except: { 'demo-minimal-gb': null, 'demo-drugstore-pl': 'editor' } },
  { email: 'owner@demo.test', name: 'Olga Owner', role: 'publisher', except: {} },
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

type ChannelDesk = { versions: VersionRecord[]; drafts: DraftRecord[]; schedule: ScheduleRecord[]; audit: AuditRecord[] };

export class OperatorDesk {
  readonly tokens = new Map<string, string>();
  private readonly channels = new Map<string, ChannelDesk>();
  private counter = 0;

  constructor(private readonly store: DemoStore) {}

  nextId(prefix: string) {
    this.counter += 1;
    return `${prefix}-${this.counter}`;
  }

  /** The channels an operator holds and their role on each: every demo channel unless excepted. */
  channelsOf(operator: DemoOperator): { channel_id: string; role: Role }[] {
    const ids = [...new Set([this.store.channelId, ...listPresets().map((name) => `demo-${name}`)])];
    const except: Record<string, Role | null> = operator.except;
    return ids.flatMap((channel_id) => {
      const role = channel_id in except ? except[channel_id] : operator.role;
      return role ? [{ channel_id, role }] : [];
    });
  }

  signIn(email: string, password: string): { token: string; operator: DemoOperator } | null {
    const operator = DEMO_OPERATORS.find((o) => o.email === email.trim().toLowerCase());
    if (!operator || password !== OPERATOR_PASSWORD) return null;
    const token = `op_${globalThis.crypto.randomUUID().replaceAll('-', '')}`;
    this.tokens.set(token, operator.email);
    for (const { channel_id } of this.channelsOf(operator)) this.record(channel_id, operator.email, 'sign-in');
    return { token, operator };
  }

  operatorByToken(token: string): DemoOperator | null {
    const email = this.tokens.get(token);
    return DEMO_OPERATORS.find((o) => o.email === email) ?? null;
  }

  /** A channel's desk; its first version is the config it served before any publish. */
  desk(channelId: string): ChannelDesk {
    let desk = this.channels.get(channelId);
    if (!desk) {
      const preset = channelId === this.store.channelId ? this.store.preset : loadPreset(channelId.replace(/^demo-/, ''));
      const initial: VersionRecord = { number: 1, author: 'system', created_at: new Date(this.store.seededAt).toISOString(), message: `Preset ${preset.name}`, kind: 'initial', changes: [], config: configOf(preset) };
      desk = { versions: [initial], drafts: [], schedule: [], audit: [] };
      this.channels.set(channelId, desk);
    }
    return desk;
  }

  current(channelId: string): VersionRecord {
    const { versions } = this.desk(channelId);
    return versions[versions.length - 1]!;
  }

  record(channelId: string, actor: string, action: AuditRecord['action'], extra: Partial<AuditRecord> = {}) {
    this.desk(channelId).audit.push({ at: this.store.nowIso(), actor, action, ...extra });
  }

  /** A new version (publish, rollback or schedule) served at once when the channel is the demo's own. */
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
