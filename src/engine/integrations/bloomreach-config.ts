import type { GeneralSection } from '@/generated/sections';

/** A usable Bloomreach setup: on, with a token and a target. */
export type BloomreachConfig = {
  target: string;
  token: string;
  customerIds: Readonly<Record<string, string>>;
  consentId: string | null;
};

type Settings = NonNullable<NonNullable<GeneralSection['integrations']>['bloomreach']>;

/** Null unless the channel enables the integration with both project_token and api_url. */
export function bloomreachConfig(settings: Settings | undefined): BloomreachConfig | null {
  if (!settings?.enabled || !settings.project_token || !settings.api_url) return null;
  let target: URL;
  try {
    target = new URL(settings.api_url);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  return {
    target: `${target.origin}${target.pathname.replace(/\/+$/, '')}`,
    token: settings.project_token,
    customerIds: settings.customer_ids ?? {},
    consentId: settings.consent_id ?? null,
  };
}
