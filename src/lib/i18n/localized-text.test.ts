import { describe, expect, it } from 'vitest';
import { localizedText } from './localized-text';

describe('localizedText', () => {
  const title = { en: 'Fuel prices', sk: 'Ceny palív', en_GB: 'Fuel prices (UK)' };

  it('shows a plain text in every language', () => {
    expect(localizedText('Kontakt', 'sk')).toBe('Kontakt');
  });

  it("picks the channel language's text", () => {
    expect(localizedText(title, 'sk')).toBe('Ceny palív');
    expect(localizedText(title, 'en_GB')).toBe('Fuel prices (UK)');
  });

  it('falls back to the same base language, then English, then the first text', () => {
    expect(localizedText({ en: 'Stores', sk_SK: 'Predajne' }, 'sk')).toBe('Predajne');
    expect(localizedText({ cs: 'Prodejny', en: 'Stores' }, 'en_GB')).toBe('Stores');
    expect(localizedText({ cs: 'Prodejny', en: 'Stores' }, 'pl')).toBe('Stores');
    expect(localizedText({ cs: 'Prodejny', pl: 'Sklepy' }, 'fr')).toBe('Prodejny');
  });

  it('skips empty texts and gives an empty string for nothing', () => {
    expect(localizedText({ sk: '', en: 'Stores' }, 'sk')).toBe('Stores');
    expect(localizedText(undefined, 'sk')).toBe('');
    expect(localizedText({}, 'sk')).toBe('');
  });
});
