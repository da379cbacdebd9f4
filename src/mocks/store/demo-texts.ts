// The demo's own texts in the channel's language (seed.json `locale`, which follows GENERAL.lang:
// src/mocks/preset-source.ts): a member of a channel in any of the portal's languages reads no
// English in the demo data. English is the original wording (en_GB uses it too). Lists keep the
// English lengths so the seeded data keeps its shape. bg, ro, sk and fr: demo-texts-more.ts.
import { bg, fr, ro, sk } from './demo-texts-more';
import type { DemoTexts } from './demo-texts-shape';

export type { DemoTexts };

const en: DemoTexts = {
  ribbons: { soon: 'Soon', new: 'New', lastChance: 'Last chance', topDeal: 'Top deal', always: 'Always', premium: 'Premium', promo: 'Promo', random: ['New', 'Hot', 'Weekend', 'Members only'] },
  fuels: ['Diesel', 'Super 95', 'Premium 100'],
  fuelExtras: ['coffee', 'car wash', 'hot dog', 'windscreen fluid'],
  beauty: ['lipstick', 'face cream', 'perfume', 'shampoo', 'nail polish', 'mascara'],
  products: ['keyboard', 'coffee beans', 'chocolate', 'towel', 'backpack', 'water bottle'],
  productNames: ['keyboard', 'coffee beans', 'chocolate', 'towel', 'backpack', 'water bottle'],
  ctOff: (n, fuel) => `${n} ct/l off ${fuel}`,
  freeWithFuel: (extra) => `Free ${extra} with fuel`,
  pctOffShop: (pct, brand) => `${pct}% off at the ${brand} shop`,
  pctOff: (pct, what) => `${pct}% off ${what}`,
  free: (what) => `Free ${what}`,
  couponDescription: 'Show the coupon at the checkout. One use per member.',
  dealTitles: (brand) => [`${brand} summer sale`, 'Double points weekend', 'Win a trip', 'New store opening', 'Members evening', 'Free delivery week'],
  dealLinks: { offer: 'Open the offer', game: 'Play the game' },
  dealBody: { from: 'from', doublePoints: 'with *double points*', readTerms: 'Read the [terms](https://example.com/terms) or the [store list](/page/1).', moreOnline: 'More about the offer [on our website](javascript:alert(1)).' },
  pages: { stores: 'Store locations', about: 'About the programme', rules: 'Programme rules', hours: 'Opening hours: Mon-Sat 8:00-20:00.' },
  consents: { terms: 'Terms and conditions', privacy: 'Personal data policy', marketing: 'Marketing communication', partners: 'Partner offers', contact: 'Contact us', questions: 'Questions?' },
  history: { purchase: 'Purchase', return: 'Return', purchaseAt: 'Purchase at', returnAt: 'Return at', promo: (code) => `Promo code ${code}` },
  leaflets: ['Weekly offers', 'Weekend specials', 'Garden season', 'Back to school', 'Fresh market', 'Holiday catalogue'],
  perks: (partner, n) => [`Free parking at ${partner}`, `${n}% off at ${partner}`, `Priority line at ${partner}`, `Birthday gift from ${partner}`],
  foodBank: 'Local food bank',
  foundation: (name) => `${name} Foundation`,
  freeCoffee: 'Free coffee',
  rewardRedeemed: 'Reward redeemed',
  sentences: [],
  newsTitles: [],
  legalHeadings: [],
  newsMore: 'More',
  consentHostile: { contactAt: 'Contact us at', unsafeLink: 'unsafe link' },
  invoices: { file: 'invoice', rejections: ['The invoice is not readable', 'The invoice is older than 30 days'] },
  member: { first: 'Vera', surname: 'Verified', points: 'Points', bonus: 'Bonus', work: 'work' },
};

const cs: DemoTexts = {
  ribbons: { soon: 'Brzy', new: 'Novinka', lastChance: 'Poslední šance', topDeal: 'Top nabídka', always: 'Stále', premium: 'Prémiové', promo: 'Promo', random: ['Novinka', 'Žhavé', 'Víkend', 'Jen pro členy'] },
  fuels: ['Diesel', 'Natural 95', 'Premium 100'],
  fuelExtras: ['kávu', 'mytí auta', 'hot dog', 'kapalinu do ostřikovačů'],
  beauty: ['rtěnku', 'pleťový krém', 'parfém', 'šampon', 'lak na nehty', 'řasenku'],
  products: ['klávesnici', 'zrnkovou kávu', 'čokoládu', 'ručník', 'batoh', 'láhev na vodu'],
  productNames: ['klávesnice', 'zrnková káva', 'čokoláda', 'ručník', 'batoh', 'láhev na vodu'],
  ctOff: (n, fuel) => `Sleva ${n} Kč/l na ${fuel}`,
  freeWithFuel: (extra) => `Zdarma ${extra} k tankování`,
  pctOffShop: (pct, brand) => `Sleva ${pct} % v obchodě ${brand}`,
  pctOff: (pct, what) => `Sleva ${pct} % na ${what}`,
  free: (what) => `Zdarma ${what}`,
  couponDescription: 'Kupón ukažte u pokladny. Každý člen jej může použít jednou.',
  dealTitles: (brand) => [`Letní výprodej ${brand}`, 'Víkend dvojnásobných bodů', 'Vyhrajte zájezd', 'Otevíráme novou pobočku', 'Večer pro členy', 'Týden dopravy zdarma'],
  dealLinks: { offer: 'Otevřít nabídku', game: 'Hrát hru' },
  dealBody: { from: 'od', doublePoints: 's *dvojnásobnými body*', readTerms: 'Přečtěte si [podmínky](https://example.com/terms) nebo [seznam poboček](/page/1).', moreOnline: 'Více o akci najdete [na našem webu](javascript:alert(1)).' },
  pages: { stores: 'Pobočky', about: 'O programu', rules: 'Pravidla programu', hours: 'Otevírací doba: po–so 8:00–20:00.' },
  consents: { terms: 'Obchodní podmínky', privacy: 'Zásady ochrany osobních údajů', marketing: 'Marketingová komunikace', partners: 'Nabídky partnerů', contact: 'Napište nám', questions: 'Máte dotaz?' },
  history: { purchase: 'Nákup', return: 'Vrácení', purchaseAt: 'Nákup –', returnAt: 'Vrácení –', promo: (code) => `Promo kód ${code}` },
  leaflets: ['Týdenní nabídka', 'Víkendové akce', 'Zahradní sezóna', 'Zpátky do školy', 'Čerstvý trh', 'Sváteční katalog'],
  perks: (partner, n) => [`Parkování zdarma – ${partner}`, `Sleva ${n} % – ${partner}`, `Přednostní odbavení – ${partner}`, `Dárek k narozeninám – ${partner}`],
  foodBank: 'Místní potravinová banka',
  foundation: (name) => `Nadace ${name}`,
  freeCoffee: 'Káva zdarma',
  rewardRedeemed: 'Uplatněná odměna',
  sentences: [
    'Tankujte u nás a sbírejte body za každý litr.',
    'Body můžete vyměnit za odměny v aplikaci i na webu.',
    'Nabídka platí na všech čerpacích stanicích v síti.',
    'Kupón stačí aktivovat a ukázat u pokladny.',
    'Každý týden pro vás chystáme nové akce.',
    'Členové programu získávají slevy jako první.',
    'Akce platí do vyprodání zásob.',
    'Podrobnosti najdete v pravidlech programu.',
    'Děkujeme, že jezdíte s námi.',
    'Za nákup v obchodě na stanici získáte dvojnásobné body.',
    'Mytí auta je o víkendu za zvýhodněnou cenu.',
    'Otevírací doby stanic najdete v seznamu poboček.',
  ],
  newsTitles: ['Nové kupóny na tento týden', 'Víkend dvojnásobných bodů', 'Otevřeli jsme novou stanici', 'Změna otevírací doby o svátcích', 'Soutěž o plnou nádrž', 'Nové odměny v katalogu', 'Káva zdarma ke každému tankování', 'Jak rychleji získat body'],
  legalHeadings: ['Úvodní ustanovení', 'Členství v programu', 'Sbírání bodů', 'Výměna bodů', 'Ochrana osobních údajů', 'Změny podmínek', 'Ukončení členství', 'Závěrečná ustanovení'],
  newsMore: 'Více',
  consentHostile: { contactAt: 'Napište nám na', unsafeLink: 'nebezpečný odkaz' },
  invoices: { file: 'uctenka', rejections: ['Účtenka je nečitelná', 'Účtenka je starší než 30 dní'] },
  member: { first: 'Věra', surname: 'Ověřená', points: 'Body', bonus: 'Bonusové body', work: 'práce' },
};

const pl: DemoTexts = {
  ribbons: { soon: 'Wkrótce', new: 'Nowość', lastChance: 'Ostatnia szansa', topDeal: 'Hit', always: 'Zawsze', premium: 'Premium', promo: 'Promo', random: ['Nowość', 'Gorące', 'Weekend', 'Tylko dla członków'] },
  fuels: ['Diesel', 'Pb 95', 'Pb 98'],
  fuelExtras: ['kawa', 'myjnia', 'hot dog', 'płyn do spryskiwaczy'],
  beauty: ['szminkę', 'krem do twarzy', 'perfumy', 'szampon', 'lakier do paznokci', 'tusz do rzęs'],
  products: ['klawiaturę', 'kawę ziarnistą', 'czekoladę', 'ręcznik', 'plecak', 'butelkę na wodę'],
  productNames: ['klawiatura', 'kawa ziarnista', 'czekolada', 'ręcznik', 'plecak', 'butelka na wodę'],
  ctOff: (n, fuel) => `${n} gr/l taniej na ${fuel}`,
  freeWithFuel: (extra) => `${extra} gratis przy tankowaniu`,
  pctOffShop: (pct, brand) => `${pct}% taniej w sklepie ${brand}`,
  pctOff: (pct, what) => `${pct}% taniej na ${what}`,
  free: (what) => `Gratis: ${what}`,
  couponDescription: 'Pokaż kupon przy kasie. Jedno użycie na członka.',
  dealTitles: (brand) => [`Letnia wyprzedaż ${brand}`, 'Weekend podwójnych punktów', 'Wygraj wycieczkę', 'Otwarcie nowego sklepu', 'Wieczór dla członków', 'Tydzień darmowej dostawy'],
  dealLinks: { offer: 'Zobacz ofertę', game: 'Zagraj' },
  dealBody: { from: 'od', doublePoints: 'z *podwójnymi punktami*', readTerms: 'Przeczytaj [regulamin](https://example.com/terms) lub [listę sklepów](/page/1).', moreOnline: 'Więcej o promocji [na naszej stronie](javascript:alert(1)).' },
  pages: { stores: 'Lokalizacje sklepów', about: 'O programie', rules: 'Zasady programu', hours: 'Godziny otwarcia: pon.–sob. 8:00–20:00.' },
  consents: { terms: 'Regulamin', privacy: 'Polityka ochrony danych osobowych', marketing: 'Komunikacja marketingowa', partners: 'Oferty partnerów', contact: 'Napisz do nas', questions: 'Pytania?' },
  history: { purchase: 'Zakup', return: 'Zwrot', purchaseAt: 'Zakup –', returnAt: 'Zwrot –', promo: (code) => `Kod promocyjny ${code}` },
  leaflets: ['Oferty tygodnia', 'Promocje weekendowe', 'Sezon ogrodowy', 'Powrót do szkoły', 'Świeży targ', 'Katalog świąteczny'],
  perks: (partner, n) => [`Darmowy parking – ${partner}`, `${n}% taniej – ${partner}`, `Obsługa bez kolejki – ${partner}`, `Prezent urodzinowy – ${partner}`],
  foodBank: 'Lokalny bank żywności',
  foundation: (name) => `Fundacja ${name}`,
  freeCoffee: 'Kawa gratis',
  rewardRedeemed: 'Wymieniona nagroda',
  sentences: [
    'Rób zakupy u nas i zbieraj punkty za każdy paragon.',
    'Punkty wymienisz na nagrody w aplikacji i na stronie.',
    'Oferta obowiązuje we wszystkich sklepach sieci.',
    'Wystarczy aktywować kupon i pokazać go przy kasie.',
    'Co tydzień przygotowujemy dla Ciebie nowe promocje.',
    'Członkowie programu dostają rabaty jako pierwsi.',
    'Promocja trwa do wyczerpania zapasów.',
    'Szczegóły znajdziesz w zasadach programu.',
    'Dziękujemy, że jesteś z nami.',
    'Za zakupy kosmetyków otrzymasz podwójne punkty.',
    'W weekend nowości pielęgnacyjne są tańsze.',
    'Godziny otwarcia sklepów znajdziesz na liście sklepów.',
  ],
  newsTitles: ['Nowe kupony na ten tydzień', 'Weekend podwójnych punktów', 'Otworzyliśmy nowy sklep', 'Zmiana godzin otwarcia w święta', 'Konkurs z nagrodami', 'Nowe nagrody w katalogu', 'Próbki gratis do zakupów', 'Jak szybciej zbierać punkty'],
  legalHeadings: ['Postanowienia ogólne', 'Członkostwo w programie', 'Zbieranie punktów', 'Wymiana punktów', 'Ochrona danych osobowych', 'Zmiany regulaminu', 'Zakończenie członkostwa', 'Postanowienia końcowe'],
  newsMore: 'Więcej',
  consentHostile: { contactAt: 'Napisz do nas na adres', unsafeLink: 'niebezpieczny link' },
  invoices: { file: 'paragon', rejections: ['Paragon jest nieczytelny', 'Paragon jest starszy niż 30 dni'] },
  member: { first: 'Weronika', surname: 'Zweryfikowana', points: 'Punkty', bonus: 'Punkty bonusowe', work: 'praca' },
};

const byLanguage: Record<string, DemoTexts> = { en, cs, pl, bg, ro, sk, fr };

/** The demo texts of a seed locale (`cs_CZ`, `pl`, `en_GB`...); English when none is written. */
export function demoTexts(locale: string | undefined): DemoTexts {
  return byLanguage[(locale ?? 'en').split(/[_-]/)[0]!.toLowerCase()] ?? en;
}

/** True when the locale has its own demo texts (faker's English-only generators are then avoided). */
export const hasOwnTexts = (locale: string | undefined) => demoTexts(locale) !== en;
