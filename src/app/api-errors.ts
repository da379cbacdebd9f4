import type { TFunction } from 'i18next';
import { apiErrorText, type ApiError } from '@/lib/api/errors';

/** What the member reads for a failed call: ours where we own the message, else the server's. */
export function describeApiError(error: ApiError, t: TFunction | ((key: string) => string)): string {
  return apiErrorText(error, (key) => t(key));
}
