import type { Draft } from './draft-history';

/**
 * Sets the channel language: general.json `GENERAL.lang` (what the portal reads), and a `lang` in
 * sections/GENERAL.json when the draft has one, so the two never disagree (publishing refuses a
 * draft where they do). The GENERAL form shows that field read-only: this is its one editor.
 */
export function withChannelLanguage(draft: Draft, language: string): Draft {
  const general = { ...draft.general, 'GENERAL.lang': language };
  const section = draft.sections.GENERAL;
  if (!section || !Object.hasOwn(section, 'lang')) return { ...draft, general };
  return { ...draft, general, sections: { ...draft.sections, GENERAL: { ...section, lang: language } } };
}
