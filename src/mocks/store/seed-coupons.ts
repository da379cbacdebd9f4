// Coupons in every state the tile can show, relative to the seeding time, then random ones up to
// `count` so lists page. Points are hundredths.
import type { Faker } from '@faker-js/faker';
import { demoImage } from './images';
import { demoTexts, hasOwnTexts } from './demo-texts';
import type { CouponRecord, LoadedPreset } from './types';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const iso = (ms: number) => new Date(ms).toISOString();
/** Last millisecond of the local day of `ms` (date-fns would cost half a second of server start-up). */
const endOfDay = (ms: number) => new Date(new Date(ms).setHours(23, 59, 59, 999));

function couponName(f: Faker, preset: LoadedPreset, brand: string): string {
  const t = demoTexts(preset.seed.locale);
  const own = hasOwnTexts(preset.seed.locale);
  const pct = f.helpers.arrayElement([10, 15, 20, 25, 30, 50]);
  switch (preset.seed.coupon_names) {
    case 'fuel':
      return f.helpers.arrayElement([
        t.ctOff(f.number.int({ min: 3, max: 12 }), f.helpers.arrayElement(t.fuels)),
        t.freeWithFuel(f.helpers.arrayElement(t.fuelExtras)),
        t.pctOffShop(pct, brand),
      ]);
    case 'beauty':
      return t.pctOff(pct, f.helpers.arrayElement(t.beauty));
    case 'product':
      return t.free(own ? f.helpers.arrayElement(t.products) : f.commerce.productName().toLowerCase());
    default:
      if (own) return t.pctOff(pct, f.helpers.arrayElement(t.products));
      return f.helpers.arrayElement([`${pct}% off ${f.commerce.product().toLowerCase()}`, `${pct}% off your next visit`, `2 for 1: ${f.commerce.product().toLowerCase()}`]);
  }
}

type Shape = Partial<CouponRecord> & { label: string };

export function seedCoupons(f: Faker, now: number, memberPoints: number, preset: LoadedPreset): CouponRecord[] {
  const brand = preset.seed.brand ?? 'Demo';
  const count = Math.max(preset.seed.coupon_count ?? 45, 12);
  const secs = (ms: number) => Math.floor(ms / 1000);
  const t = demoTexts(preset.seed.locale);
  const own = hasOwnTexts(preset.seed.locale);
  const r = t.ribbons;
  const shapes: Shape[] = [
    { label: 'not started', valid_from: iso(now + 2 * DAY), valid_until: iso(now + 12 * DAY), ribbon: r.soon },
    { label: 'active', valid_from: iso(now - 3 * DAY), valid_until: iso(now + 9 * DAY), ribbon: r.new, popular: true, points: 0 },
    { label: 'activated', valid_from: iso(now - 5 * DAY), valid_until: iso(now + 6 * DAY), activated: true, activated_at: secs(now - 5 * MIN), popular: true },
    { label: 'expiring within 100 s', valid_from: iso(now - DAY), valid_until: iso(now + 2 * DAY), expiration_at: secs(now + 90_000), ribbon: r.lastChance },
    { label: 'expiring within 3 minutes', valid_from: iso(now - DAY), valid_until: iso(now + 170_000) },
    { label: 'expiring within an hour', valid_from: iso(now - DAY), valid_until: iso(now + 40 * MIN) },
    { label: 'ending today', valid_from: iso(now - 2 * DAY), valid_until: iso(Math.max(endOfDay(now).getTime(), now + 2 * HOUR)) },
    { label: 'ending tomorrow', valid_from: iso(now - 2 * DAY), valid_until: iso(endOfDay(now + DAY).getTime() - 2 * HOUR), popular: true },
    { label: 'more than 2 days', valid_from: iso(now - 10 * DAY), valid_until: iso(now + 5 * DAY), ribbon: r.topDeal, popular: true },
    { label: 'no end', valid_from: iso(now - 30 * DAY), valid_until: null, expiration_at: null, ribbon: r.always },
    { label: 'costly', valid_from: iso(now - DAY), valid_until: iso(now + 20 * DAY), points: memberPoints + 100_000, ribbon: r.premium, popular: true },
    { label: 'expired', valid_from: iso(now - 20 * DAY), valid_until: iso(now - DAY) },
  ];
  const coupons: CouponRecord[] = [];
  for (let i = 0; i < count; i += 1) {
    const shape: Shape = shapes[i] ?? randomShape(f, now, r.random);
    const name = couponName(f, preset, brand);
    coupons.push({
      id: `c-${i + 1}`,
      name,
      description: own ? t.couponDescription : `${f.commerce.productDescription()} Demo state: ${shape.label}.`,
      img_logo: demoImage(name, f.number.int({ min: 0, max: 359 })),
      activated: false,
      activated_at: null,
      valid_from: null,
      valid_until: null,
      expiration_at: null,
      ribbon: null,
      points: f.helpers.arrayElement([0, 5_000, 10_000, 20_000, 25_000, 50_000]),
      popular: false,
      activation_minutes: f.helpers.arrayElement([15, 30, 60]),
      code: f.string.numeric(13),
      used: false,
      ...withoutLabel(shape),
    });
  }
  return coupons;
}

function withoutLabel({ label: _label, ...rest }: Shape): Partial<CouponRecord> {
  return rest;
}

function randomShape(f: Faker, now: number, ribbons: string[]): Shape {
  const start = now - f.number.int({ min: 1, max: 20 }) * DAY;
  const open = f.number.int({ min: 0, max: 9 }) === 0;
  const end = now + f.number.int({ min: 3, max: 45 }) * DAY + f.number.int({ min: 0, max: 23 }) * HOUR;
  return {
    label: open ? 'no end' : 'valid',
    valid_from: iso(start),
    valid_until: open ? null : iso(end),
    ribbon: f.helpers.maybe(() => f.helpers.arrayElement(ribbons), { probability: 0.3 }) ?? null,
    popular: f.datatype.boolean({ probability: 0.2 }),
  };
}
