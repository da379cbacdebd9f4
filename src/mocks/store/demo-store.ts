// The stateful in-memory demo backend. One instance is "active" (the handlers read it per request);
// vitest gets a fresh one per test file (module isolation) or by calling resetDemoStore().
// Per-locale entry points: importing the package root would load every locale (slow start-up).
import type { Faker } from '@faker-js/faker';
import { faker as csCZ } from '@faker-js/faker/locale/cs_CZ';
import { faker as en } from '@faker-js/faker/locale/en';
import { faker as enGB } from '@faker-js/faker/locale/en_GB';
import { faker as fr } from '@faker-js/faker/locale/fr';
import { faker as pl } from '@faker-js/faker/locale/pl';
import { faker as ro } from '@faker-js/faker/locale/ro';
import { faker as sk } from '@faker-js/faker/locale/sk';
import { loadPreset, presetExists } from '../preset-source';
import { seedCards, seedLeaflets, seedPerks, seedPromoCodes, seedRewards } from './seed-catalogue';
import { seedConsents, seedDeals, seedNews, seedPages } from './seed-content';
import { seedCoupons } from './seed-coupons';
import { DEMO_ACCOUNTS, seedMembers } from './seed-members';
import type { AnalyticsCall, Catalogue, CouponRecord, Fault, LoadedPreset, MemberRecord, OutboxEntry, Schemas, StoreOptions } from './types';

export const DEFAULT_SEED = 20261121;
/** Access tokens live this long (demo time); refresh tokens work once. */
export const TOKEN_TTL_MS = 15 * 60_000;
/** A refresh token works for this long from its issue (demo time): the session ends then unless refreshed (answered as `refresh_expires_in`). */
export const REFRESH_TTL_MS = 7 * 24 * 60 * 60_000;
/**
 * A spent refresh token is honoured again for this long (demo time), while its successor is unused:
 * a page load that cut off the refresh's answer must not sign the member out. Real token servers
 * offer the same "reuse interval" for rotating refresh tokens.
 */
export const REFRESH_REUSE_MS = 30_000;
/** The SMS code, e-mail code and identity code the demo backend accepts. */
export const DEMO_CODE = '123456';

const fakers: Record<string, Faker> = { en, en_GB: enGB, cs_CZ: csCZ, pl, sk, ro, fr };

/** The locale's shared faker instance, re-seeded: seeding is synchronous, so data stays deterministic. */
function fakerFor(preset: LoadedPreset, seed: number): Faker {
  // A regional locale without its own faker (ro_RO, fr_FR) uses its language's; bg has none: en.
  const locale = preset.seed.locale ?? 'en';
  const f = fakers[locale] ?? fakers[locale.split(/[_-]/)[0]!] ?? en;
  f.seed(seed);
  return f;
}

function envPreset(): string {
  const name = typeof process !== 'undefined' ? process.env.DEMO_PRESET : undefined;
  return name && presetExists(name) ? name : 'default';
}

export class DemoStore {
  /** The channel's config; replaced by a publish (PUT platform/config/channel) without re-seeding. */
  preset: LoadedPreset;
  seed: number;
  readonly seededAt: number;
  channelId: string;
  offsetMs = 0;
  members: MemberRecord[];
  catalogue: Catalogue;
  tokens = new Map<string, { memberId: string; expiresAt: number }>();
  refreshTokens = new Map<string, string>();
  /** When each live refresh token stops working (demo time). */
  refreshExpiry = new Map<string, number>();
  spentRefreshTokens = new Map<string, { memberId: string; successor: string; spentAt: number }>();
  resetTokens = new Map<string, string>();
  emailTokens = new Map<string, { memberId: string; expiresAt: number }>();
  privacyTokens = new Map<string, { memberId: string; requestId: string }>();
  smsRequests = new Set<string>();
  cardVerifications = new Map<string, string>();
  /** The seeded coupons; every member (also a newly registered one) gets a copy. */
  couponTemplate: CouponRecord[];
  outbox: OutboxEntry[] = [];
  faults: Fault[] = [];
  /** Demo control over GENERAL.integrations.bloomreach (null: the preset's own) and the SDK calls. */
  analytics: { settings: Record<string, unknown> | null; calls: AnalyticsCall[] } = { settings: null, calls: [] };
  /** The number of the last id handed out (nextId); kept with the member data. */
  counter = 0;

  constructor(options: StoreOptions = {}) {
    const presetName = options.preset ?? envPreset();
    const loaded = loadPreset(presetName);
    this.preset =
      options.couponCount === undefined ? loaded : { ...loaded, seed: { ...loaded.seed, coupon_count: options.couponCount } };
    this.seed = options.seed ?? this.preset.seed.seed ?? DEFAULT_SEED;
    this.seededAt = options.now ?? Date.now();
    this.channelId = `demo-${presetName.split(/[\\/]/).pop() ?? presetName}`;
    const f = fakerFor(this.preset, this.seed);
    const now = this.seededAt;
    const coupons = seedCoupons(f, now, this.preset.seed.points ?? 125_000, this.preset);
    this.couponTemplate = coupons;
    this.members = seedMembers(f, now, this.preset, () => structuredClone(coupons));
    this.catalogue = {
      rewards: seedRewards(f, this.preset, this.preset.seed.points ?? 125_000),
      perks: seedPerks(f, now, this.preset.seed.locale),
      leaflets: seedLeaflets(f, now, this.preset.seed.locale),
      deals: seedDeals(f, this.preset),
      news: seedNews(f, now, this.preset),
      pages: seedPages(f, now, this.preset.seed.locale),
      consents: seedConsents(f, this.preset.seed.locale),
      cards: seedCards(f),
      promoCodes: seedPromoCodes(coupons[1], this.preset.seed.locale),
    };
    // The verified member has signed the required consents; the unverified one has an open link.
    const verified = this.members[0];
    if (verified) {
      for (const { consent } of this.catalogue.consents.filter((c) => c.consent.is_required)) {
        verified.signatures.push({ id: this.nextId('sig'), consent_id: consent.id, version_id: consent.version_id, signed_at: new Date(now - 90 * 86_400_000).toISOString() });
      }
    }
    this.emailTokens.set('demo-verify-token', { memberId: 'm2', expiresAt: now + 7 * 86_400_000 });
    this.emailTokens.set('demo-expired-token', { memberId: 'm2', expiresAt: now - 86_400_000 });
  }

  /**
   * Serves preset `name` without signing anyone out: the config, the channel id and the preset's
   * demo content (catalogue, and the coupons a newly registered member gets) are seeded afresh in
   * the new preset's language; members (accounts, wallets, coupons and their activations,
   * histories, registered members), every token, the outbox and demo time stay.
   */
  switchPreset(name: string): void {
    const fresh = new DemoStore({ preset: name });
    this.preset = fresh.preset;
    this.seed = fresh.seed;
    this.channelId = fresh.channelId;
    this.catalogue = fresh.catalogue;
    this.couponTemplate = fresh.couponTemplate;
    this.analytics.settings = null;
  }

  /** Demo time: real time plus the offset set by POST /__demo/time. */
  now(): number {
    return Date.now() + this.offsetMs;
  }

  nowIso(): string {
    return new Date(this.now()).toISOString();
  }

  nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}-${this.counter}`;
  }

  private secret(prefix: string): string {
    return `${prefix}_${globalThis.crypto.randomUUID().replaceAll('-', '')}`;
  }

  issueTokens(member: MemberRecord): Required<Schemas['Tokens']> {
    const refresh_token = this.secret('rt');
    this.refreshTokens.set(refresh_token, member.user.id);
    this.refreshExpiry.set(refresh_token, this.now() + REFRESH_TTL_MS);
    return { token: this.issueAccessToken(member), refresh_token, refresh_expires_in: REFRESH_TTL_MS / 1000 };
  }

  private issueAccessToken(member: MemberRecord): string {
    const token = this.secret('at');
    this.tokens.set(token, { memberId: member.user.id, expiresAt: this.now() + TOKEN_TTL_MS });
    return token;
  }

  /** The member of a live access token, or null (unknown or expired). */
  memberByToken(token: string): MemberRecord | null {
    const entry = this.tokens.get(token);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.tokens.delete(token);
      return null;
    }
    return this.memberById(entry.memberId);
  }

  /**
   * Trades a refresh token for new tokens. Each refresh token works once; its retry within
   * REFRESH_REUSE_MS gets a new access token and the same successor refresh token.
   */
  refresh(refreshToken: string): Schemas['Tokens'] | null {
    const memberId = this.refreshTokens.get(refreshToken);
    const expiresAt = this.refreshExpiry.get(refreshToken);
    if (memberId && expiresAt !== undefined && expiresAt <= this.now()) {
      this.refreshTokens.delete(refreshToken);
      this.refreshExpiry.delete(refreshToken);
      return null;
    }
    if (memberId) {
      this.refreshTokens.delete(refreshToken);
      this.refreshExpiry.delete(refreshToken);
      const member = this.memberById(memberId);
      if (!member) return null;
      const tokens = this.issueTokens(member);
      for (const [token, { spentAt }] of this.spentRefreshTokens) if (this.now() - spentAt >= REFRESH_REUSE_MS) this.spentRefreshTokens.delete(token);
      this.spentRefreshTokens.set(refreshToken, { memberId, successor: tokens.refresh_token, spentAt: this.now() });
      return tokens;
    }
    const spent = this.spentRefreshTokens.get(refreshToken);
    if (!spent || this.now() - spent.spentAt >= REFRESH_REUSE_MS || !this.refreshTokens.has(spent.successor)) return null;
    const member = this.memberById(spent.memberId);
    const successorEnds = this.refreshExpiry.get(spent.successor) ?? this.now();
    return member ? { token: this.issueAccessToken(member), refresh_token: spent.successor, refresh_expires_in: Math.max(0, Math.floor((successorEnds - this.now()) / 1000)) } : null;
  }

  /** Ends every access token (refresh tokens stay): the next call answers 401 and the client refreshes. */
  expireAccessTokens(): number {
    const count = this.tokens.size;
    this.tokens.clear();
    return count;
  }

  memberById(id: string): MemberRecord | null {
    return this.members.find((m) => m.user.id === id) ?? null;
  }

  memberByEmail(email: string): MemberRecord | null {
    const wanted = email.trim().toLowerCase();
    return this.members.find((m) => m.user.email?.toLowerCase() === wanted) ?? null;
  }

  memberByPhone(phone: string): MemberRecord | null {
    const wanted = phone.replace(/\s+/g, '');
    return this.members.find((m) => m.identities.some((i) => i.type === 'phone' && i.value.replace(/\s+/g, '') === wanted)) ?? null;
  }

  memberByCard(cardNumber: string): MemberRecord | null {
    return this.members.find((m) => m.user.card_number === cardNumber) ?? null;
  }

  primaryWallet(member: MemberRecord): Schemas['Wallet'] | null {
    return member.user.wallets.find((w) => w.is_primary) ?? null;
  }

  /** Moves points of the primary wallet (creating it if the member had none) and logs the movement. */
  movePoints(member: MemberRecord, delta: number, type: Schemas['WalletTransaction']['type'], description: string): number {
    let wallet = this.primaryWallet(member);
    if (!wallet) {
      wallet = { id: `${member.user.id}-w`, name: 'Points', is_primary: true, points: 0 };
      member.user.wallets.push(wallet);
    }
    wallet.points += delta;
    member.user.points = wallet.points;
    member.walletTransactions.unshift({
      id: this.nextId('wt'),
      wallet_id: wallet.id,
      created_at: this.nowIso(),
      type,
      points: delta,
      balance_after: wallet.points,
      description,
    });
    return wallet.points;
  }

  send(entry: Omit<OutboxEntry, 'at'>): void {
    this.outbox.push({ at: this.nowIso(), ...entry });
  }

  newSecret(prefix: string): string {
    return this.secret(prefix);
  }
}

let active: DemoStore | null = null;

/** A new store; does not change the active one. */
export function createDemoStore(options: StoreOptions = {}): DemoStore {
  return new DemoStore(options);
}

/** Replaces the active store with a freshly seeded one (same preset unless options say otherwise). */
export function resetDemoStore(options: StoreOptions = {}): DemoStore {
  active = new DemoStore({ preset: active?.preset.name, ...options });
  return active;
}

/** Makes `store` the active one (e.g. a test that built its own). */
export function useDemoStore(store: DemoStore): DemoStore {
  active = store;
  return store;
}

/** The active store, seeded on first use. */
export function demoStore(): DemoStore {
  active ??= new DemoStore();
  return active;
}

export { DEMO_ACCOUNTS };
