// What every route works with: the store, the clock, the served-config cache, the channel a request
// is for, and the operator guard (an operator token, never a member's, and a role on the channel).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ServedCache, type Overlay } from './config/served';
import type { ImportSettings } from './import/import-rules';
import type { Database } from './db/schema';
import { StoreHealth } from './db/store-health';
import type { FirstScreens } from './renders/first-screens';
import { channelOfHost, getChannel, type Channel } from './store/channels';
import { checkSession, grantsOf, type OperatorRecord } from './store/operators';
import { securityOf, secondFactorRequired } from './store/team';
import { atLeast, type Clock, type Config, type Db, type Role } from './store/types';
import { HttpError, header } from './http';

export type ServiceHooks = {
  /** The channel of a request that names none and whose host is no channel's (the demo's running channel). */
  defaultChannel?: () => string | null;
  /**
   * The channel whose config a member's read gets, when the deployment decides it otherwise than
   * X-Channel-Id / host (the demo: the host's channel, else the running preset's, whatever the header).
   */
  configChannel?: (request: FastifyRequest) => string | null;
  /** Applied to served config (the demo's analytics switch); its key is part of the cache key. */
  overlay?: (request: FastifyRequest) => Overlay | null;
  /** Called after a version went live (the demo keeps its member data in the channel's language). */
  onLive?: (channelId: string, config: Config, version: number) => void;
};

/** A Host header as channels list it: lower case, without a port. */
export const hostKey = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '');

export type OperatorCtx = { operator: OperatorRecord; channel: Channel; role: Role; token: string };

export class ServiceContext {
  readonly cache = new ServedCache();
  /** Which platforms importPlatformConfig may fetch (the app sets it from its options). */
  importSettings: ImportSettings = { hosts: [], allowPrivate: false, timeoutMs: 0, maxBytes: 0, maxRedirects: 0 };
  /** The public screens rendered ahead (null: this service renders none). */
  firstScreens: FirstScreens | null = null;
  /** Whether the store answers (the app sets its store's). */
  storeHealth = new StoreHealth(async () => undefined, console, true);
  /** The channel of each host seen, so member config reads find their channel while the store is away. */
  readonly hostChannels = new Map<string, string>();

  constructor(
    readonly db: Kysely<Database>,
    readonly clock: Clock,
    readonly hooks: ServiceHooks = {},
  ) {}

  /** The channel of a request: X-Channel-Id, else the host's channel, else the default (demo). */
  async channelIdOf(request: FastifyRequest): Promise<string | null> {
    const named = header(request, 'x-channel-id');
    if (named) return named;
    const host = header(request, 'host') ?? '';
    return (await this.channelOfHost(host)) ?? this.hooks.defaultChannel?.() ?? null;
  }

  /** The channel serving `host` (remembered for the config reads of an outage: lastGoodChannelOf). */
  async channelOfHost(host: string): Promise<string | null> {
    const id = await channelOfHost(this.db, host);
    if (id) this.hostChannels.set(hostKey(host), id);
    return id;
  }

  async channelOf(request: FastifyRequest, forConfig = false): Promise<Channel> {
    const id = (forConfig ? this.hooks.configChannel?.(request) : null) ?? (await this.channelIdOf(request));
    const channel = id ? await getChannel(this.db, id) : null;
    if (!channel) throw new HttpError(404, id ? `Unknown channel ${id}` : 'No channel: send X-Channel-Id', 'UNKNOWN_CHANNEL');
    return channel;
  }

  /** The signed-in operator, whatever channel the request names: 401 otherwise. */
  async signedIn(request: FastifyRequest): Promise<{ operator: OperatorRecord; token: string }> {
    const match = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '');
    const token = match?.[1] ?? '';
    const checked = token ? await checkSession(this.db, this.clock, token) : ({ refused: 'unknown' } as const);
    if ('refused' in checked) {
      const expired = checked.refused === 'expired';
      throw new HttpError(401, expired ? 'Operator sign-in expired: sign in again' : 'Operator sign-in required', expired ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED');
    }
    return { operator: checked.operator, token };
  }

  /** The signed-in operator and their role on the request's channel: 401 / 403 (audited on the channel) otherwise. */
  async operator(request: FastifyRequest, needed: Role | null): Promise<OperatorCtx> {
    const { operator, token } = await this.signedIn(request);
    const channel = await this.channelOf(request);
    const held = (await grantsOf(this.db, operator.email)).find((g) => g.channel_id === channel.id);
    if (!held) return this.refuse({ operator, channel, role: 'editor', token }, 403, `You hold no role on channel ${channel.id}`, request);
    if (needed && !atLeast(held.role, needed)) {
      const refusal = `${needed === 'owner' ? 'Managing' : 'Publishing'} ${channel.id} needs the ${needed} role`;
      await this.refuse({ operator, channel, role: held.role, token }, 403, refusal, request);
    }
    // A channel may require a second factor of its publishers and owners: their rights above an
    // editor's wait until they enrolled one (enrolling needs no role: `needed` null).
    if (needed && needed !== 'editor' && (await secondFactorRequired(this.db, channel.id)) && !(await securityOf(this.db, operator.email))?.totp_secret) {
      throw new HttpError(403, `${channel.id} requires a second factor of its publishers: enrol an authenticator in Team first`, 'SECOND_FACTOR_REQUIRED');
    }
    return { operator, channel, role: held.role, token };
  }

  /**
   * Refuses (403, 409, 412, 422) with an audit entry naming the reason; the error handler records it
   * after the request's transaction has rolled back, so the refusal stays in the trail.
   */
  async refuse(ctx: OperatorCtx, status: number, message: string, request: FastifyRequest, code = status === 403 ? 'FORBIDDEN' : 'REFUSED', extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<never> {
    const audit = { channelId: ctx.channel.id, actor: ctx.operator.email, action: 'refusal' as const, detail: `${status} ${request.method} ${request.url.split('?')[0]}: ${message}`.slice(0, 2000) };
    throw new HttpError(status, message, code, extra, headers, audit);
  }

  /** Runs `change` in one transaction holding the channel's row lock; the change and its audit entries commit together. */
  async change<T>(channelId: string, change: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('channels').select('id').where('id', '=', channelId).forUpdate().execute();
      return change(trx);
    });
  }
}
