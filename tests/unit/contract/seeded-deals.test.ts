// @vitest-environment node
// Seeded deals read as a channel's own content: prices in the channel's money and number format, and
// no sentence written for a test (the javascript: link the portal must drop sits in ordinary words).
import { describe, expect, it } from 'vitest';
import { createDemoStore } from '@/mocks/handlers';

const presets = [
  ['default', /\*\*€\d+\.\d\d\*\*/],
  ['fuel-cz', /\*\*\d+,\d\d\s?Kč\*\*/],
  ['drugstore-pl', /\*\*\d+,\d\d\s?zł\*\*/],
  ['minimal-gb', /\*\*£\d+\.\d\d\*\*/],
] as const;

describe('seeded deal bodies', () => {
  it.each(presets)('%s: prices in the channel locale and currency; no test wording', (preset, price) => {
    const deals = createDemoStore({ preset }).catalogue.deals;
    for (const deal of deals) {
      expect(deal.body).toMatch(price);
      expect(deal.body).not.toMatch(/neutrali|zneškodn|unieszkodl|must be|musí být/i);
    }
    expect(deals[0]!.body).toMatch(/\]\(javascript:/);
  });
});
