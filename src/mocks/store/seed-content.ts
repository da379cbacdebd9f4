// Deals (markdown bodies, every link type), messages, pages and consents. Some texts carry hostile
// markup on purpose (script, javascript: links, event handlers): the portal must neutralise them.
import type { Faker } from '@faker-js/faker';
import { formatCurrency } from '@/lib/format/numbers';
import { resolveLanguage } from '@/lib/i18n/languages';
import { demoTexts, hasOwnTexts } from './demo-texts';
import { demoImage } from './images';
import type { ConsentRecord, LoadedPreset, PageRecord, Schemas } from './types';

const HOUR = 3_600_000;

export function seedDeals(f: Faker, preset: LoadedPreset): Schemas['Deal'][] {
  const brand = preset.seed.brand ?? 'Demo';
  const t = demoTexts(preset.seed.locale);
  const own = hasOwnTexts(preset.seed.locale);
  const product = () => (own ? f.helpers.arrayElement(t.products) : f.commerce.product());
  const prose = own ? (n: number) => f.helpers.arrayElements(t.sentences, n).join(' ') : null;
  // A price in the body is written as the channel writes money (1,84 Kč, not 1.84).
  const language = resolveLanguage(preset.seed.locale);
  const price = () => formatCurrency(Number(f.commerce.price({ min: 1, max: 20 })), preset.seed.currency ?? 'EUR', language);
  const links: Array<[Schemas['LinkType'], string | null]> = [
    ['BUTTON_URL_BLANK', JSON.stringify({ label: t.dealLinks.offer, url: 'https://example.com/offers/summer' })],
    ['BUTTON_URL_EMBED', JSON.stringify({ label: t.dealLinks.game, url: 'https://example.com/game' })],
    ['CLOSE', null],
    ['URL_BLANK', 'https://example.com/news'],
    ['APP', '/coupons'],
    ['SYSTEM', null],
  ];
  return links.map(([link_type, link_url], i) => {
    const title = f.helpers.arrayElement(t.dealTitles(brand));
    return {
      id: `d-${i + 1}`,
      title,
      excerpt: prose ? prose(1) : f.lorem.sentence({ min: 8, max: 14 }),
      body: [
        `## ${title}`,
        prose ? prose(3) : f.lorem.paragraph(),
        `- ${product()} ${t.dealBody.from} **${price()}**`,
        `- ${product()} ${t.dealBody.doublePoints}`,
        '',
        t.dealBody.readTerms,
        i === 0 ? t.dealBody.moreOnline : prose ? prose(1) : f.lorem.sentence(),
      ].join('\n'),
      images_obj: [{ url: demoImage(title, 200 + i * 25, 640, 360), alt: title }],
      link_type,
      link_url,
    };
  });
}

export function seedNews(f: Faker, now: number, preset: LoadedPreset): Schemas['NewsArticle'][] {
  const count = Math.max(preset.seed.news_count ?? 24, 4);
  const t = demoTexts(preset.seed.locale);
  const own = hasOwnTexts(preset.seed.locale);
  const prose = (n: number) => f.helpers.arrayElements(t.sentences, n).join(' ');
  return Array.from({ length: count }, (_, i) => {
    const title = own ? f.helpers.arrayElement(t.newsTitles) : f.lorem.sentence({ min: 3, max: 7 }).replace(/\.$/, '');
    // Two fresh messages (unread for a first visit), then one about every 1.5 days.
    const age = i < 2 ? (i + 1) * 0.25 * HOUR : (i * 36 + f.number.int({ min: 0, max: 12 })) * HOUR;
    return {
      id: `n-${i + 1}`,
      timestamp: Math.floor((now - age) / 1000),
      title,
      perex: own ? prose(1) : f.lorem.sentence(),
      body: `${own ? `${prose(3)}\n\n${prose(3)}` : f.lorem.paragraphs(2, '\n\n')}\n\n[${t.newsMore}](https://example.com/news/${i + 1})`,
      img: i % 3 === 0 ? demoImage(title, i * 29, 640, 360) : null,
      channel_slug: i % 5 === 4 ? 'app' : 'web',
    };
  });
}

export function seedPages(f: Faker, now: number, locale?: string): PageRecord[] {
  const t = demoTexts(locale).pages;
  const sentences = hasOwnTexts(locale) ? demoTexts(locale).sentences : null;
  const paragraphs = () => (sentences ? [0, 1, 2, 3].map(() => f.helpers.arrayElements(sentences, 3).join(' ')) : f.lorem.paragraphs(4, '').split('\n'));
  const lang = (locale ?? 'en').split('_')[0];
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${t.stores}</title>`,
    '<style>body{font-family:sans-serif;margin:0;padding:16px}li{margin:8px 0}</style></head><body>',
    `<h1>${t.stores}</h1><ul>`,
    ...Array.from({ length: 6 }, () => `<li><strong>${f.location.city()}</strong>, ${f.location.streetAddress()}</li>`),
    `</ul><p>${t.hours}</p>`,
    '<script>document.body.dataset.scripted = "yes"</script>',
    '</body></html>',
  ].join('');
  const updated_at = new Date(now - 48 * HOUR).toISOString();
  return [
    { page: { id: '1', title: t.stores, type: 'HTML', zone: 'WEB_CLIENT_ZONE', updated_at }, html },
    { page: { id: '2', title: t.about, type: 'Page', zone: 'WEB_CLIENT_ZONE', updated_at }, html: null },
    { page: { id: '3', title: t.rules, type: 'HTML', zone: 'WEB_WIDGET', updated_at }, html: `<!doctype html><html lang="${lang}"><body><h1>${t.rules}</h1>${paragraphs().map((p) => `<p>${p}</p>`).join('')}</body></html>` },
  ];
}

function consentHtml(f: Faker, title: string, hostile: boolean, texts: ReturnType<typeof demoTexts>, own: boolean): string {
  const t = texts.consents;
  const sections = Array.from({ length: 8 }, (_, i) =>
    own
      ? `<h3>${i + 1}. ${texts.legalHeadings[i % texts.legalHeadings.length]}</h3><p>${f.helpers.arrayElements(texts.sentences, 4).join(' ')}</p>`
      : `<h3>${i + 1}. ${f.lorem.words(3)}</h3><p>${f.lorem.paragraph(6)}</p>`,
  );
  const h = texts.consentHostile;
  const extra = hostile
    ? `<p>${h.contactAt} <a href="mailto:privacy@example.com">privacy@example.com</a>.</p><script>window.__consentScript = true</script><img src="x" onerror="window.__consentXss = true" alt=""><a href="javascript:alert(1)">${h.unsafeLink}</a>`
    : `<p>${t.questions} <a href="https://example.com/contact">${t.contact}</a>.</p>`;
  return `<h2>${title}</h2>${sections.join('')}${extra}`;
}

export function seedConsents(f: Faker, locale?: string): ConsentRecord[] {
  const texts = demoTexts(locale);
  const t = texts.consents;
  const defs: Array<[string, Schemas['Consent']['type'], boolean, boolean, NonNullable<Schemas['Consent']['display_in']>]> = [
    [t.terms, 'TERMS', true, true, ['REGISTRATION', 'FOOTER']],
    [t.privacy, 'PRIVACY_POLICY', true, false, ['REGISTRATION', 'FOOTER']],
    [t.marketing, 'MARKETING', false, false, ['REGISTRATION', 'PROFILE']],
    [t.partners, 'OTHER', false, true, ['PROFILE']],
  ];
  return defs.map(([title, type, is_required, is_read_required, display_in], i) => {
    const id = `cons-${i + 1}`;
    const version_id = `cv-${i + 1}-2`;
    return {
      consent: { id, version_id, title, type, is_required, is_read_required, display_in },
      text: { id: version_id, consent_id: id, version_id, title, html: consentHtml(f, title, type === 'MARKETING', texts, hasOwnTexts(locale)) },
    };
  });
}
