import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_NUMBER_INPUT_PATTERN, groupCardNumber, isCardNumber, normaliseCardNumber } from './card-number';

const typed = {
  accepted: ['4000123412341234', '4000 1234 1234 1234', ' 4000 1234 1234 1234 ', '4000-1234-1234-1234', '4000  1234\t1234 1234'],
  refused: ['', '400012341234123', '40001234123412345', '4000 1234 1234 123a', '4000.1234.1234.1234', '4000_1234_1234_1234', '٤٠٠٠١٢٣٤١٢٣٤١٢٣٤'],
};

describe('card numbers: one rule for every card field', () => {
  it('accepts 16 digits typed as printed, in groups of four, and sends the digits', () => {
    for (const input of typed.accepted) expect(isCardNumber(input), input).toBe(true);
    expect(normaliseCardNumber('4000 1234-1234 1234')).toBe('4000123412341234');
  });

  it('refuses anything else', () => {
    for (const input of typed.refused) expect(isCardNumber(input), input).toBe(false);
  });

  it("the forms' pattern accepts exactly what the rule accepts", () => {
    const pattern = new RegExp(CARD_NUMBER_INPUT_PATTERN);
    for (const input of [...typed.accepted, ...typed.refused]) expect(pattern.test(input), input).toBe(isCardNumber(input));
  });

  it('every card-number form of the default preset (/link-card, registration) uses that pattern', () => {
    for (const form of ['card-pairing', 'card-verify']) {
      const definition = JSON.parse(readFileSync(`channel-presets/default/forms/${form}.json`, 'utf8')) as {
        schema: { properties: { card_number: { pattern: string } } };
      };
      expect(definition.schema.properties.card_number.pattern, form).toBe(CARD_NUMBER_INPUT_PATTERN);
    }
  });

  it('shows a number in groups of four', () => {
    expect(groupCardNumber('4000123412341234')).toBe('4000 1234 1234 1234');
  });
});
