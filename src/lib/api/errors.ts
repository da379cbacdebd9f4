export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-token' | 'unreadable';

/** Every failed call rejects with this: `message` is what the member is shown. */
export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly body: unknown;

  constructor(message: string, kind: ApiErrorKind, status = 0, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
  }
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
