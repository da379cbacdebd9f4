// Rewards, perks, leaflets, printed cards and promo codes of the demo channel.
import type { Faker } from '@faker-js/faker';
import { demoTexts, hasOwnTexts } from './demo-texts';
import { demoImage } from './images';
import type { CouponRecord, KnownCard, LoadedPreset, PromoCode, Schemas } from './types';

const DAY = 86_400_000;

export function seedRewards(f: Faker, preset: LoadedPreset, memberPoints: number): Schemas['Reward'][] {
  const count = Math.max(preset.seed.reward_count ?? 14, 6);
  const t = demoTexts(preset.seed.locale);
  const own = hasOwnTexts(preset.seed.locale);
  const stores: Schemas['PickupStore'][] = Array.from({ length: 4 }, (_, i) => ({
    id: `store-${i + 1}`,
    name: `${preset.seed.brand ?? 'Demo'} ${f.location.city()}`,
    address: `${f.location.streetAddress()}, ${f.location.zipCode()} ${f.location.city()}`,
  }));
  const fixed: Array<Partial<Schemas['Reward']>> = [
    { fulfilment: ['pickup', 'delivery'], points: 20_000, popular: true },
    { fulfilment: ['donation'], points: 10_000, donation_target: t.foundation(f.company.name()), popular: true },
    { fulfilment: ['delivery'], points: memberPoints + 150_000, popular: true },
    { fulfilment: ['pickup'], points: 5_000, stock: 0 },
    { fulfilment: ['pickup', 'delivery', 'donation'], points: 50_000, donation_target: t.foodBank },
  ];
  return Array.from({ length: count }, (_, i) => {
    const name = own ? t.free(f.helpers.arrayElement(t.products)) : f.commerce.productName();
    const base = fixed[i] ?? {
      fulfilment: f.helpers.arrayElements(['pickup', 'delivery'] as const, { min: 1, max: 2 }),
      points: f.number.int({ min: 2, max: 80 }) * 2_500,
      popular: f.datatype.boolean({ probability: 0.25 }),
    };
    const fulfilment = base.fulfilment ?? ['pickup'];
    return {
      id: `r-${i + 1}`,
      name,
      description: own ? t.couponDescription : `${f.commerce.productDescription()}\n\n**Material:** ${f.commerce.productMaterial()}`,
      img: demoImage(name, f.number.int({ min: 0, max: 359 })),
      popular: false,
      stock: f.helpers.maybe(() => f.number.int({ min: 3, max: 40 }), { probability: 0.5 }) ?? null,
      donation_target: null,
      ...base,
      points: base.points ?? 10_000,
      fulfilment,
      pickup_stores: fulfilment.includes('pickup') ? stores : [],
    };
  });
}

export function seedPerks(f: Faker, now: number, locale?: string): Schemas['Perk'][] {
  const t = demoTexts(locale);
  return Array.from({ length: 8 }, (_, i) => {
    const partner = f.company.name();
    const name = f.helpers.arrayElement(t.perks(partner, f.number.int({ min: 5, max: 20 })));
    return {
      id: `perk-${i + 1}`,
      name,
      description: hasOwnTexts(locale) ? f.helpers.arrayElements(t.sentences, 2).join(' ') : f.lorem.sentences(2),
      img: demoImage(partner, f.number.int({ min: 0, max: 359 })),
      partner,
      valid_until: i % 3 === 0 ? null : new Date(now + (10 + i * 7) * DAY).toISOString(),
      link_url: i % 2 === 0 ? `https://example.com/perks/${i + 1}` : null,
    };
  });
}

export function seedLeaflets(f: Faker, now: number, locale?: string): Schemas['Leaflet'][] {
  const t = demoTexts(locale);
  const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
  return Array.from({ length: 5 }, (_, i) => {
    const title = f.helpers.arrayElement(t.leaflets);
    return {
      id: `l-${i + 1}`,
      title: `${title} ${i + 1}`,
      cover_url: demoImage(title, 20 + i * 60, 240, 320),
      file_url: `https://example.com/leaflets/${i + 1}.pdf`,
      valid_from: day(-i * 7),
      valid_until: day(7 - i * 3),
    };
  });
}

/** Cards printed before registration: the first is free (card verification succeeds), the second is
 * paired to the verified demo member (409 on registration/pairing). */
export function seedCards(f: Faker): KnownCard[] {
  return [
    { number: '4000123412341234', check_value: '11000', first_name: f.person.firstName(), surname: f.person.lastName() },
    { number: '4000000000000001', check_value: '11000', first_name: 'Vera', surname: 'Verified' },
    { number: '4000123412345678', check_value: '12000', first_name: f.person.firstName(), surname: f.person.lastName() },
  ];
}

export function seedPromoCodes(template: CouponRecord | undefined, locale?: string): Record<string, PromoCode> {
  const t = demoTexts(locale);
  return {
    WELCOME100: { points: 10_000, coupon: null },
    SPRING25: { points: 2_500, coupon: null },
    FREECOFFEE: {
      points: 0,
      coupon: template ? { ...template, id: 'c-promo', name: t.freeCoffee, points: 0, ribbon: t.ribbons.promo, popular: false } : null,
    },
  };
}
