import type { GeneralSection, MemberAuthenticationSection, RegisterSection } from '@/generated/sections';
import type { RouteSettings } from './types';

export interface RouteSettingsSections {
  GENERAL?: Pick<GeneralSection, 'web' | 'card'> | null;
  REGISTER?: Pick<RegisterSection, 'card_verify'> | null;
  MEMBER_AUTHENTICATION?: Pick<MemberAuthenticationSection, 'sms_login'> | null;
}

const flag = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

/** The settings the route table reads; a section not loaded yet gives null ("loading"). */
export function routeSettings(sections: RouteSettingsSections | null | undefined): RouteSettings {
  return {
    web: flag(sections?.GENERAL?.web),
    card: flag(sections?.GENERAL?.card),
    card_verify: flag(sections?.REGISTER?.card_verify),
    sms_login: flag(sections?.MEMBER_AUTHENTICATION?.sms_login),
  };
}
