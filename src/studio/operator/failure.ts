// An API failure as the operator reads it, in the studio's language: the one wording every panel
// uses for a refused or failed call.
import type { DiffEntry } from '@/lib/preset-check/diff';
import { isApiError } from '@/lib/api/errors';
import { i18n } from '@/lib/i18n';
import { STUDIO_NS } from '../studio-i18n';
import { refusalWords, type RefusalBody } from './refusal-words';
import { endOnUnauthorized } from './session';

/** An API failure as the operator reads it (`action` already in the studio's language); a 412 names
 * the version that came first and its changes. */
export function failure(action: string, error: unknown): string {
  endOnUnauthorized(error);
  const t = i18n.getFixedT(null, STUDIO_NS);
  if (!isApiError(error)) return t('publishing.failed', { action, reason: String(error) });
  // The service's database is away for now (503): said in the operator's language, with when to try again.
  const unavailable = error.body as { code?: string; retry_after?: number } | undefined;
  if (error.status === 503 && unavailable?.code === 'STORE_UNAVAILABLE') return t('publishing.failed', { action, reason: t('publishing.storeUnavailable', { seconds: unavailable.retry_after ?? 5 }) });
  const body = error.body as (RefusalBody & { changes?: DiffEntry[] }) | undefined;
  // The service's reason is English (and names the channel's pointers): in another studio language a
  // refusal whose code the studio knows is said from its code and fields (refusal-words.ts); any other
  // is said by its status first and keeps the service's reason as the detail.
  const english = i18n.language === 'en' || i18n.language.startsWith('en_');
  const worded = english ? null : refusalWords(t, i18n.language, body);
  if (worded) return t('publishing.failed', { action, reason: worded });
  const since = error.status === 412 && body?.changes ? ` ${t('publishing.since', { pointers: body.changes.map((c) => c.pointer).join(', ') || t('publishing.none') })}` : '';
  const said = !english && i18n.exists(`publishing.reasons.${error.status}`, { ns: STUDIO_NS }) ? t(`publishing.reasons.${error.status}` as 'publishing.reasons.400') : '';
  // A bare HTTP phrase ("Not found") says nothing the status's own words do not: it is not repeated in English.
  const detail = said && /^(not found|forbidden|unauthorized|conflict|bad request|precondition failed|too many requests)$/i.test(error.message.trim()) ? '' : error.message;
  const reason = said && detail ? `${said} (${detail})` : said || detail;
  return t('publishing.failed', { action, reason }) + since;
}
