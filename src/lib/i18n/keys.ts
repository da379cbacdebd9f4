import type en from './locales/en.json';

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/**
 * Every key of the English default bundle, plural suffixes removed (`countdown.days`). Use it
 * where a key is written in code; keys from config (screens, forms) are plain strings.
 */
export type TranslationKey = WithoutPlural<Paths<typeof en>>;
