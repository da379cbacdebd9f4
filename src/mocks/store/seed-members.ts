// The demo accounts (all with password Demo1234):
//   verified@demo.test   verified, points in two wallets, card paired, full history, staff: no
//   unverified@demo.test not verified (banner, modals), some points
//   nopoints@demo.test   verified, no wallet at all (counts as 0 points), empty histories
//   staff@demo.test      verified staff member: sees coupon codes
import type { Faker } from '@faker-js/faker';
import { demoTexts } from './demo-texts';
import { seedHistory, seedInvoices } from './seed-history';
import type { CouponRecord, LoadedPreset, MemberRecord, Schemas } from './types';

export const DEMO_PASSWORD = 'Demo1234';

/** The member state an account shows (the studio preview's "View as" names it). */
export type DemoMemberState = 'verified' | 'unverified' | 'no-points' | 'staff';
export type DemoAccount = { email: string; password: string; phone: string; state: DemoMemberState; description: string };

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'verified@demo.test', password: DEMO_PASSWORD, phone: '+420601000001', state: 'verified', description: 'verified member with points, card and history' },
  { email: 'unverified@demo.test', password: DEMO_PASSWORD, phone: '+420601000002', state: 'unverified', description: 'e-mail not confirmed yet (verify banner, locked coupons)' },
  { email: 'nopoints@demo.test', password: DEMO_PASSWORD, phone: '+420601000003', state: 'no-points', description: 'verified, no wallet and no history' },
  { email: 'staff@demo.test', password: DEMO_PASSWORD, phone: '+420601000004', state: 'staff', description: 'verified staff member (sees coupon codes)' },
];

type Spec = {
  id: string;
  account: DemoAccount;
  is_verified: boolean;
  is_staff: boolean;
  wallets: Schemas['Wallet'][];
  card: string | null;
  history: number;
};

export function newMember(fields: {
  id: string;
  email: string;
  password: string;
  first_name: string;
  surname: string;
  phone?: string;
  is_verified: boolean;
  is_staff?: boolean;
  wallets: Schemas['Wallet'][];
  card_number: string | null;
  coupons: CouponRecord[];
}): MemberRecord {
  const primary = fields.wallets.find((w) => w.is_primary);
  const identities: Schemas['Identity'][] = [
    { id: `${fields.id}-id-email`, type: 'email', value: fields.email, is_verified: fields.is_verified, is_primary: true },
  ];
  if (fields.phone) identities.push({ id: `${fields.id}-id-phone`, type: 'phone', value: fields.phone, is_verified: true, is_primary: true });
  if (fields.card_number) identities.push({ id: `${fields.id}-id-card`, type: 'card', value: fields.card_number, is_verified: true, is_primary: true });
  return {
    user: {
      id: fields.id,
      is_verified: fields.is_verified,
      is_staff: fields.is_staff ?? false,
      email: fields.email,
      first_name: fields.first_name,
      surname: fields.surname,
      phone: fields.phone ?? '',
      phone_secondary: '',
      sex: 'undefined',
      card_number: fields.card_number,
      points: primary?.points ?? 0,
      wallets: fields.wallets,
      params_v2: { customer_id: `CUST-${fields.id.toUpperCase()}`, registered: fields.email },
    },
    password: fields.password,
    identities,
    coupons: fields.coupons,
    addresses: [],
    signatures: [],
    transactions: [],
    walletTransactions: [],
    bills: [],
    invoices: [],
    orders: [],
    privacyRequests: [],
    card: { card_number: fields.card_number, barcode_format: 'EAN13', is_virtual: false, physical_card: fields.card_number ? 'sent' : 'none' },
    usedPromoCodes: [],
  };
}

export function seedMembers(
  f: Faker,
  now: number,
  preset: LoadedPreset,
  coupons: (memberPoints: number) => CouponRecord[],
): MemberRecord[] {
  const points = preset.seed.points ?? 125_000;
  const t = demoTexts(preset.seed.locale).member;
  const specs: Spec[] = [
    { id: 'm1', account: DEMO_ACCOUNTS[0]!, is_verified: true, is_staff: false, card: '4000000000000001', history: 30,
      wallets: [{ id: 'w1', name: t.points, is_primary: true, points }, { id: 'w1b', name: t.bonus, is_primary: false, points: 4_250 }] },
    { id: 'm2', account: DEMO_ACCOUNTS[1]!, is_verified: false, is_staff: false, card: null, history: 4,
      wallets: [{ id: 'w2', name: t.points, is_primary: true, points: 32_000 }] },
    { id: 'm3', account: DEMO_ACCOUNTS[2]!, is_verified: true, is_staff: false, card: null, history: 0, wallets: [] },
    { id: 'm4', account: DEMO_ACCOUNTS[3]!, is_verified: true, is_staff: true, card: '4000999900000004', history: 8,
      wallets: [{ id: 'w4', name: t.points, is_primary: true, points: 80_000 }] },
  ];
  const currency = preset.seed.currency ?? 'EUR';
  return specs.map((spec) => {
    const first_name = spec.id === 'm1' ? t.first : f.person.firstName();
    const surname = spec.id === 'm1' ? t.surname : f.person.lastName();
    const member = newMember({
      id: spec.id,
      email: spec.account.email,
      password: spec.account.password,
      first_name,
      surname,
      phone: spec.account.phone,
      is_verified: spec.is_verified,
      is_staff: spec.is_staff,
      wallets: spec.wallets,
      card_number: spec.card,
      coupons: coupons(spec.wallets.find((w) => w.is_primary)?.points ?? 0),
    });
    member.user.sex = f.helpers.arrayElement(['male', 'female', 'undefined'] as const);
    if (spec.history > 0) {
      seedHistory(f, member, now, spec.history, currency, preset.seed.locale);
      seedInvoices(f, member, now, preset.seed.locale);
      member.addresses = Array.from({ length: spec.id === 'm1' ? 2 : 1 }, (_, i) => ({
        id: `${spec.id}-a-${i + 1}`,
        name: i === 0 ? `${first_name} ${surname}` : `${first_name} ${surname} (${t.work})`,
        street: f.location.streetAddress(),
        city: f.location.city(),
        postal_code: f.location.zipCode(),
        country: f.location.country(),
      }));
    }
    return member;
  });
}
