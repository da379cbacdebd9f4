import type { components } from '@/generated/api';
import type { LoadedPreset } from '../preset-source';

export type Schemas = components['schemas'];
export type Coupon = Schemas['Coupon'];
export type User = Schemas['User'];

/** A coupon as the store keeps it: the code is always known, the view hides it. */
export type CouponRecord = Coupon & { code: string; used: boolean; activated_at: number | null };

export type MemberRecord = {
  user: User;
  password: string;
  identities: Schemas['Identity'][];
  coupons: CouponRecord[];
  addresses: Schemas['DeliveryAddress'][];
  signatures: Schemas['ConsentSignature'][];
  transactions: Schemas['Transaction'][];
  walletTransactions: Schemas['WalletTransaction'][];
  bills: Schemas['Bill'][];
  invoices: Schemas['Invoice'][];
  orders: Schemas['RewardOrder'][];
  privacyRequests: Schemas['PrivacyRequest'][];
  card: Schemas['Card'];
  usedPromoCodes: string[];
};

export type ConsentRecord = { consent: Omit<Schemas['Consent'], 'signature'>; text: Schemas['ConsentText'] };

export type PageRecord = { page: Schemas['Page']; html: string | null };

/** A card printed before its holder registered: what card verification and pairing check against. */
export type KnownCard = { number: string; check_value: string; first_name: string; surname: string };

export type PromoCode = { points: number; coupon: CouponRecord | null };

/** An e-mail or SMS the demo backend "sent": shown by GET /__demo/outbox so a tester can follow links. */
export type OutboxEntry = {
  at: string;
  to: string;
  kind: 'sms-code' | 'email-verification' | 'password-reset' | 'privacy-confirmation' | 'identity-code';
  code?: string;
  token?: string;
  link?: string;
};

/** A fault injected by POST /__demo/fault: the next `times` matching calls fail this way. */
export type Fault = {
  method: string | null;
  path: string;
  status: number;
  body: 'error' | 'bad-json' | 'empty' | 'json';
  /** The JSON answered when `body` is `json` (any value, valid for the contract or not). */
  json?: unknown;
  delay_ms: number;
  times: number;
};

export type Catalogue = {
  rewards: Schemas['Reward'][];
  perks: Schemas['Perk'][];
  leaflets: Schemas['Leaflet'][];
  deals: Schemas['Deal'][];
  news: Schemas['NewsArticle'][];
  pages: PageRecord[];
  consents: ConsentRecord[];
  cards: KnownCard[];
  promoCodes: Record<string, PromoCode>;
};

export type StoreOptions = {
  /** Preset folder name; default env DEMO_PRESET or `default`. */
  preset?: string;
  /** Faker seed; default the preset's seed.json `seed`, else 20261121. */
  seed?: number;
  /** Epoch ms the data is seeded relative to; default now. */
  now?: number;
  /** Overrides the preset's seed.json `coupon_count` (benchmarks grow the list to 1,000). */
  couponCount?: number;
};

export type { LoadedPreset };

/** One call the stand-in Bloomreach SDK received (`/__demo/bloomreach`, docs/demo-backend.md). */
export type AnalyticsCall = { method: string; args: unknown[]; page: string };
