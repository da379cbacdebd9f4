import type { TFunction } from 'i18next';
import type { ApiError } from '@/lib/api/errors';

/** What the member reads for a failed call: the server's own message, or ours for transport faults. */
export function describeApiError(error: ApiError, t: TFunction | ((key: string) => string)): string {
  switch (error.kind) {
    case 'http':
      return error.message;
    case 'invalid-token':
      return t('errors.invalidToken');
    case 'timeout':
      return t('errors.timeout');
    case 'network':
      return t('errors.network');
    case 'unreadable':
      return t('errors.unreadable');
  }
}
