// The colours of a channel that follow VISUAL.color.primary, as the section schemas declare them
// (`x-follows`, `x-legible-on`; the list is generated into src/generated/following-colours.ts): the
// theme derives each unset one from the primary (build-theme.ts asks `unsetColour`), the studio's
// "Follow the primary" clears exactly these with their text colours (the contrast rule, legibleTextOn /
// readableText, then picks a legible text), and the contrast check points an unset one at the primary.
import { FOLLOWING_COLOURS, type FollowingColour } from '@/generated/following-colours';

export type PrimaryAccent = FollowingColour;

/** Every colour that follows the primary (and the neutral surfaces they show on), each with its text colour. */
export const PRIMARY_ACCENTS: readonly PrimaryAccent[] = FOLLOWING_COLOURS;

/** Whether SECTION.key, left unset, is the primary colour. */
export const followsPrimary = (section: string, key: string): boolean => PRIMARY_ACCENTS.some((a) => a.section === section && a.key === key && a.follows === 'primary');

/** The colour of SECTION.key when the section leaves it unset: the primary where the schema says it follows, else `neutral`. */
export const unsetColour = (section: string, key: string, primary: string, neutral: string): string => (followsPrimary(section, key) ? primary : neutral);

type Sections = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;

/** The accents these sections pin (set to a colour of their own), as `SECTION.key`. */
export function pinnedAccents(sections: Sections): string[] {
  return PRIMARY_ACCENTS.flatMap(({ section, key, text }) =>
    [key, text].filter((k): k is string => k !== undefined && sections[section]?.[k] !== undefined).map((k) => `${section}.${k}`),
  );
}

/** The sections with every accent (and its text) cleared: one copy, the untouched sections shared. */
export function followPrimary<T extends Sections>(sections: T): T {
  const out: Record<string, unknown> = { ...sections };
  for (const { section, key, text } of PRIMARY_ACCENTS) {
    const own = out[section] as Record<string, unknown> | undefined;
    if (!own || (own[key] === undefined && (text === undefined || own[text] === undefined))) continue;
    const { [key]: _accent, ...rest } = own;
    if (text !== undefined) delete rest[text];
    out[section] = rest;
  }
  return out as T;
}
