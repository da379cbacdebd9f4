// A real backend answers in the channel's language. The demo does the same for the messages the
// spec names: it translates them with the portal's shipped bundle of the preset's GENERAL.lang.
import { HttpResponse } from 'msw';
import { languageFromGeneral } from '@/lib/i18n/languages';
import { MSG } from './messages';
import { servedTranslations } from './shipped-translations';
import type { DemoStore } from './store/demo-store';

const translationKeys: Partial<Record<string, string>> = {
  [MSG.login]: 'errors.login',
  [MSG.invalidCode]: 'errors.invalidCode',
  [MSG.emailExists]: 'errors.emailExists',
  [MSG.mandatory]: 'errors.mandatoryFields',
  [MSG.cardRegistered]: 'errors.cardRegistered',
  [MSG.cardVerification]: 'errors.cardVerificationFailed',
  [MSG.linkExpired]: 'errors.verificationExpired',
  [MSG.couponPoints]: 'errors.notEnoughPointsCoupon',
  [MSG.rewardPoints]: 'errors.notEnoughPointsReward',
  [MSG.rewardVerified]: 'errors.onlyVerifiedRewards',
  [MSG.invalidToken]: 'errors.invalidToken',
  [MSG.codeUsed]: 'errors.codeAlreadyUsed',
  [MSG.tooManyRequests]: 'errors.tooManyRequests',
  [MSG.accountClosing]: 'errors.accountClosing',
  [MSG.fileEmpty]: 'errors.uploadEmpty',
  [MSG.fileType]: 'errors.uploadType',
  [MSG.fileSize]: 'errors.uploadSize',
};

export async function localizeError(response: Response, store: DemoStore): Promise<Response> {
  if (response.ok || !response.headers.get('content-type')?.includes('json')) return response;
  const language = languageFromGeneral(String(store.preset.general['GENERAL.lang'] ?? 'en'));
  if (language === 'en') return response;
  const body = (await response.clone().json().catch(() => null)) as { message?: unknown } | null;
  const key = typeof body?.message === 'string' ? translationKeys[body.message] : undefined;
  const translated = key ? servedTranslations(language)[key] : undefined;
  if (!body || !translated) return response;
  return HttpResponse.json({ ...body, message: translated }, { status: response.status, headers: response.headers });
}
