// A channel preset written the way an operator would, in a temp folder: it extends a shipped preset
// and, with files alone, adds a /stores page with a menu entry, hides one dashboard section by a
// partial override, adds profile fields (a text, a select named in camelCase, a checkbox), may list the
// text on the read-only profile, adds registration fields, and may switch `web` / `card` off.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

type Texts = {
  menu: string;
  title: string;
  heading: string;
  intro: string;
  coupons: string;
  card: string;
  field: string;
  fuel: string;
  fuelOptions: [string, string, string];
  news: string;
};

/** The operator's texts per language (a real preset writes them in the channel's languages). */
export const operatorTexts: Record<string, Texts> = {
  cs: {
    menu: 'Prodejny',
    title: 'Naše prodejny',
    heading: 'Kde nás najdete',
    intro: 'Otevřeno **nonstop** na všech čerpacích stanicích.',
    coupons: 'Kupony pro prodejny',
    card: 'Věrnostní karta',
    field: 'Oblíbená stanice',
    fuel: 'Typ paliva',
    fuelOptions: ['Nafta', 'Benzín', 'LPG'],
    news: 'Novinky z myčky',
  },
  pl: {
    menu: 'Sklepy',
    title: 'Nasze sklepy',
    heading: 'Gdzie nas znajdziesz',
    intro: 'Otwarte **codziennie** we wszystkich sklepach.',
    coupons: 'Kupony do sklepów',
    card: 'Karta lojalnościowa',
    field: 'Ulubiony sklep',
    fuel: 'Rodzaj paliwa',
    fuelOptions: ['Olej napędowy', 'Benzyna', 'LPG'],
    news: 'Nowości z myjni',
  },
  en: {
    menu: 'Stores',
    title: 'Our stores',
    heading: 'Where to find us',
    intro: 'Open **every day** in all our stores.',
    coupons: 'Coupons for stores',
    card: 'Loyalty card',
    field: 'Favourite store',
    fuel: 'Fuel type',
    fuelOptions: ['Diesel', 'Petrol', 'LPG'],
    news: 'Car wash news',
  },
};

export type OperatorPresetOptions = { extends: string; languages: string[]; web?: boolean; card?: boolean; profileDetail?: boolean };

const write = (file: string, json: unknown) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
};

/** Writes the preset into a new temp folder; returns its absolute path and a cleanup. */
export function writeOperatorPreset(options: OperatorPresetOptions): { dir: string; cleanup: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'operator-preset-'));
  const dir = path.join(root, `stores-${options.extends}`);
  const main = operatorTexts[options.languages[0] ?? 'en'] ?? operatorTexts.en!;
  write(path.join(dir, 'preset.json'), { name: `stores-${options.extends}`, description: 'Operator test preset', extends: options.extends });
  write(path.join(dir, 'routes.json'), {
    routes: [{ path: '/stores', access: 'public', screen: 'stores', layout: 'page-single' }],
  });
  write(path.join(dir, 'screens/stores.json'), {
    title: 'screens.stores.title',
    blocks: [
      { id: 'where', type: 'heading', props: { text: 'screens.stores.heading', level: 2 } },
      { id: 'intro', type: 'markdown', props: { text: 'screens.stores.intro' } },
      {
        id: 'more',
        type: 'links',
        props: {
          items: [
            { label: 'screens.stores.coupons', to: '/coupons' },
            { label: 'screens.stores.card', to: '/card' },
          ],
        },
      },
    ],
  });
  write(path.join(dir, 'screens/home.json'), { patch: [{ op: 'remove', path: '/blocks/available-perks' }] });
  const station = { op: 'add', path: '/schema/properties/favourite_station', value: { type: 'string', title: 'forms.fields.favouriteStation', maxLength: 60 } };
  const carWashNews = [
    { op: 'add', path: '/schema/properties/car_wash_news', value: { type: 'boolean', title: 'forms.fields.carWashNews' } },
    { op: 'add', path: '/uiSchema/car_wash_news', value: { 'ui:widget': 'checkbox' } },
  ];
  write(path.join(dir, 'forms/profile.json'), {
    patch: [
      station,
      { op: 'add', path: '/uiSchema/ui:order/phone', value: 'favourite_station' },
      // Named in camelCase: stored as params_v2.fuel_type and shown again from there.
      { op: 'add', path: '/schema/properties/fuelType', value: { type: 'string', title: 'forms.fields.fuelType', enum: ['diesel', 'petrol', 'lpg'] } },
      { op: 'add', path: '/uiSchema/fuelType', value: { 'ui:widget': 'select', 'ui:enumNames': ['forms.fuel.diesel', 'forms.fuel.petrol', 'forms.fuel.lpg'] } },
      ...carWashNews,
    ],
  });
  write(path.join(dir, 'forms/registration.json'), { patch: [station, ...carWashNews] });
  // With `profileDetail`, the read-only profile lists the stored field too (its value comes from params_v2).
  if (options.profileDetail) {
    write(path.join(dir, 'screens/profile.json'), {
      patch: [{ op: 'add', path: '/blocks/user-detail/props/fields/-', value: { name: 'favourite_station', label: 'forms.fields.favouriteStation' } }],
    });
  }
  write(path.join(dir, 'sections/GENERAL.json'), {
    ...(options.web === undefined ? {} : { web: options.web }),
    ...(options.card === undefined ? {} : { card: options.card }),
    routes: { items: [{ title: main.menu, link: { target: '/stores', type: 'APP' } }] },
  });
  for (const lang of options.languages) {
    const texts = operatorTexts[lang] ?? operatorTexts.en!;
    write(path.join(dir, `translations/${lang}.json`), {
      'screens.stores.title': texts.title,
      'screens.stores.heading': texts.heading,
      'screens.stores.intro': texts.intro,
      'screens.stores.coupons': texts.coupons,
      'screens.stores.card': texts.card,
      'forms.fields.favouriteStation': texts.field,
      'forms.fields.fuelType': texts.fuel,
      'forms.fuel.diesel': texts.fuelOptions[0],
      'forms.fuel.petrol': texts.fuelOptions[1],
      'forms.fuel.lpg': texts.fuelOptions[2],
      'forms.fields.carWashNews': texts.news,
    });
  }
  return { dir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
