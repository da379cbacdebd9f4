// The colours that follow the primary, as the section schemas declare them (written once, there):
// `"x-follows": "primary"` on a colour the portal derives from VISUAL.color.primary while the
// section leaves it unset; `"x-follows": "neutral"` on a surface whose unset colour is the portal's
// neutral one, on which the accents that follow show; `"x-legible-on": "<key>"` on the text colour
// shown on that colour of the same section (cleared with it; unset, black or white, whichever is
// legible). The theme, the studio's "Follow the primary" and the contrast check read the generated list.
import { banner, type Output } from './output.ts';
import { loadSectionSchemas, sectionNames } from '../../src/presets/schema-files.ts';

type Property = { 'x-follows'?: unknown; 'x-legible-on'?: unknown };
type Following = { section: string; key: string; follows: 'primary' | 'neutral'; text?: string };

export function followingColours(sections: Record<string, { properties?: Record<string, Property> }>): Following[] {
  const list: Following[] = [];
  for (const section of sectionNames) {
    const properties = sections[section]?.properties ?? {};
    for (const [key, property] of Object.entries(properties)) {
      const follows = property['x-follows'];
      if (follows === undefined) continue;
      if (follows !== 'primary' && follows !== 'neutral') throw new Error(`${section}.${key}: x-follows must be "primary" or "neutral", not ${JSON.stringify(follows)}`);
      const texts = Object.entries(properties).filter(([, p]) => p['x-legible-on'] === key).map(([name]) => name);
      if (texts.length > 1) throw new Error(`${section}.${key}: more than one text colour is legible on it (${texts.join(', ')})`);
      list.push({ section, key, follows, ...(texts[0] ? { text: texts[0] } : {}) });
    }
    for (const [key, property] of Object.entries(properties)) {
      const on = property['x-legible-on'];
      if (on !== undefined && (typeof on !== 'string' || properties[on]?.['x-follows'] === undefined)) throw new Error(`${section}.${key}: x-legible-on names ${JSON.stringify(on)}, which is not a colour of ${section} that follows the primary`);
    }
  }
  return list;
}

export async function generate(): Promise<Output[]> {
  const { sections } = loadSectionSchemas();
  const list = followingColours(sections as unknown as Record<string, { properties?: Record<string, Property> }>);
  const content = `${banner}// The colours that follow VISUAL.color.primary, from the section schemas' \`x-follows\` / \`x-legible-on\`
// (scripts/codegen/following-colours.ts): the theme, the studio's "Follow the primary" and the
// contrast check read this list; it is written nowhere else.

export type FollowingColour = {
  section: 'VISUAL' | 'MENU' | 'GENERAL' | 'COUPON' | 'FOOTER' | 'HEADER' | 'SIDEBAR' | 'REGISTER' | 'MEMBER_AUTHENTICATION' | 'SETTINGS';
  key: string;
  /** primary: unset, the primary colour; neutral: unset, the portal's neutral colour, on which the accents show. */
  follows: 'primary' | 'neutral';
  /** The text colour shown on it (x-legible-on), cleared with it. */
  text?: string;
};

export const FOLLOWING_COLOURS: readonly FollowingColour[] = ${JSON.stringify(list, null, 2)};
`;
  return [{ file: 'following-colours.ts', content }];
}
