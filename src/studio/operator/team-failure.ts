// A Team or sign-in failure in the operator's language: the codes the service answers for accounts
// (a refused password names its rule) have their own studio texts; anything else reads as any
// publishing failure does.
import { isApiError } from '@/lib/api/errors';
import { i18n } from '@/lib/i18n';
import { STUDIO_NS } from '../studio-i18n';
import { failure } from './failure';
import { endOnUnauthorized } from './session';

const KNOWN = new Set(['UNAUTHORIZED', 'ACCOUNT_DISABLED', 'TOTP_REQUIRED', 'TOTP_INVALID', 'TOTP_ENROL_REQUIRED', 'PASSWORD_CHANGE_REQUIRED', 'ALREADY_MEMBER', 'SELF', 'NOT_FOUND', 'INVALID_OPERATOR', 'WRONG_PASSWORD', 'SECOND_FACTOR_REQUIRED', 'NOT_ACCOUNT_OWNER', 'INVITATION_PENDING', 'INVITATION_EXPIRED']);
const RULES = new Set(['too-short', 'too-long', 'common', 'personal', 'pattern']);

/** The answer's `code` (and a refused password's `rule`, a throttle's `retry_after`). */
export const codeOf = (error: unknown): { code?: string; rule?: string; retry_after?: number; channels?: string[] } =>
  isApiError(error) && typeof error.body === 'object' && error.body !== null ? (error.body as { code?: string; rule?: string; retry_after?: number; channels?: string[] }) : {};

export function accountFailure(action: string, error: unknown): string {
  const t = i18n.getFixedT(null, STUDIO_NS);
  const { code, rule, retry_after: seconds, channels } = codeOf(error);
  // A wrong current password (changing one's own) is a 401 that keeps the sign-in.
  if (code !== 'WRONG_PASSWORD') endOnUnauthorized(error);
  if (isApiError(error) && error.status === 429) return t('account.errors.THROTTLED', { seconds: seconds ?? 60 });
  // Every password check of the service's instance is taken: 503 with a short Retry-After.
  if (code === 'BUSY') return t('account.errors.BUSY', { seconds: seconds ?? 2 });
  if (code === 'WEAK_PASSWORD' && rule && RULES.has(rule)) return t(`account.weak.${rule}`, { min: 12 });
  // NOT_ACCOUNT_OWNER names the account's other channels, whose owners decide with this one.
  if (code && KNOWN.has(code)) return t(`account.errors.${code}`, { channels: Array.isArray(channels) ? channels.join(', ') : '' });
  return failure(action, error);
}
