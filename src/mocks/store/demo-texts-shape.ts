// The shape of the demo's own texts in one language (demo-texts.ts, demo-texts-more.ts).
export type DemoTexts = {
  ribbons: { soon: string; new: string; lastChance: string; topDeal: string; always: string; premium: string; promo: string; random: string[] };
  fuels: string[];
  fuelExtras: string[];
  beauty: string[];
  products: string[];
  /** The same products in the nominative: a receipt's lines ("3 x čokoláda"); `products` is the accusative the coupon and news texts need. */
  productNames: string[];
  ctOff: (n: number, fuel: string) => string;
  freeWithFuel: (extra: string) => string;
  pctOffShop: (pct: number, brand: string) => string;
  pctOff: (pct: number, what: string) => string;
  free: (what: string) => string;
  couponDescription: string;
  dealTitles: (brand: string) => string[];
  dealLinks: { offer: string; game: string };
  /** `moreOnline` carries a javascript: link (the portal must drop it) in words a member could read. */
  dealBody: { from: string; doublePoints: string; readTerms: string; moreOnline: string };
  pages: { stores: string; about: string; rules: string; hours: string };
  consents: { terms: string; privacy: string; marketing: string; partners: string; contact: string; questions: string };
  history: { purchase: string; return: string; purchaseAt: string; returnAt: string; promo: (code: string) => string };
  leaflets: string[];
  perks: (partner: string, n: number) => string[];
  foodBank: string;
  foundation: (name: string) => string;
  freeCoffee: string;
  /** The spend that brings the seeded history to the balance: a reward of any cost (never a free item). */
  rewardRedeemed: string;
  /** Filler prose (deal, news, perk, page and consent bodies); English channels keep faker's lorem. */
  sentences: string[];
  newsTitles: string[];
  legalHeadings: string[];
  newsMore: string;
  consentHostile: { contactAt: string; unsafeLink: string };
  invoices: { file: string; rejections: [string, string] };
  /** The verified demo member's name, wallet names and the second address's suffix. */
  member: { first: string; surname: string; points: string; bonus: string; work: string };
};
