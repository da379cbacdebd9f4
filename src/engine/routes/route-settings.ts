import type { GeneralSection, MemberAuthenticationSection, RegisterSection } from '@/generated/sections';
import type { SectionName } from '@/generated/section-names';

/**
 * The route setting names and the section field each one reads: their one declaration. The routes
 * schema's condition properties are checked against it (route-settings.test.ts).
 */
export const ROUTE_SETTING_SOURCES = {
  web: ['GENERAL', 'web'],
  card: ['GENERAL', 'card'],
  card_verify: ['REGISTER', 'card_verify'],
  sms_login: ['MEMBER_AUTHENTICATION', 'sms_login'],
} as const satisfies Record<string, readonly [SectionName, string]>;

export type SettingName = keyof typeof ROUTE_SETTING_SOURCES;
/** Channel settings the table reads; undefined or null means "still loading". */
export type RouteSettings = Partial<Record<SettingName, boolean | null>>;
export const SETTING_NAMES = Object.keys(ROUTE_SETTING_SOURCES) as readonly SettingName[];

export interface RouteSettingsSections {
  GENERAL?: Pick<GeneralSection, 'web' | 'card'> | null;
  REGISTER?: Pick<RegisterSection, 'card_verify'> | null;
  MEMBER_AUTHENTICATION?: Pick<MemberAuthenticationSection, 'sms_login'> | null;
}

type LooseSections = Partial<Record<SectionName, Record<string, unknown> | null>>;

const flag = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

/** The settings the route table reads; a section not loaded yet gives null ("loading"). */
export function routeSettings(sections: RouteSettingsSections | LooseSections | null | undefined): RouteSettings {
  const read = sections as LooseSections | null | undefined;
  return Object.fromEntries(
    SETTING_NAMES.map((name) => {
      const [section, field] = ROUTE_SETTING_SOURCES[name];
      return [name, flag(read?.[section]?.[field])];
    }),
  ) as RouteSettings;
}
