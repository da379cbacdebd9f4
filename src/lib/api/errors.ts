export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-token' | 'unreadable';

/**
 * Every failed call rejects with this. `messageKey`, when set, is the i18n key of the message the
 * member reads (transport faults, the spec's journey messages); otherwise `message` (the server's).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly body: unknown;
  readonly messageKey: string | undefined;
  /** Set once the failure went to the app's reporter (the member has seen it as a toast). */
  reported = false;

  constructor(message: string, kind: ApiErrorKind, status = 0, body?: unknown, messageKey?: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
    this.messageKey = messageKey ?? transportKeys[kind];
  }
}

const transportKeys: Partial<Record<ApiErrorKind, string>> = {
  'invalid-token': 'errors.invalidToken',
  timeout: 'errors.timeout',
  network: 'errors.network',
  unreadable: 'errors.unreadable',
};

/** What the member reads for a failed call, in the channel's language where we own the message. */
export function apiErrorText(error: ApiError, t: (key: string) => string): string {
  return error.messageKey ? t(error.messageKey) : error.message;
}

export const INVALID_TOKEN_MESSAGE = 'Invalid token';

/** The `message` of an ErrorBody, if the failed response carried one. */
export function errorMessageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
