// The accents of a channel that follow VISUAL.color.primary when their section leaves them unset
// (buildTheme's fallbacks), each with the text colour on it: clearing both lets the contrast rule
// (legibleTextOn / readableText) pick a legible text on the primary. The studio's "Follow the
// primary" clears exactly these; build-theme.test.ts checks each one derives from the primary.

export type PrimaryAccent = {
  section: 'HEADER' | 'MENU' | 'SIDEBAR' | 'COUPON' | 'GENERAL';
  key: string;
  /** The text colour shown on this accent, cleared with it. */
  text?: string;
};

export const PRIMARY_ACCENTS: readonly PrimaryAccent[] = [
  { section: 'HEADER', key: 'points_pillbox', text: 'points_pillbox_text' },
  // The menu bar: unset, it is the neutral bar (white) and its active underline is the primary.
  { section: 'MENU', key: 'background', text: 'text' },
  { section: 'MENU', key: 'underline' },
  { section: 'MENU', key: 'unread_news_background', text: 'unread_news_text' },
  { section: 'SIDEBAR', key: 'button', text: 'button_text' },
  { section: 'COUPON', key: 'button_use', text: 'button_use_text' },
  { section: 'GENERAL', key: 'confirm_button_background', text: 'confirm_button_text' },
];

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
