import type { paths } from '@/generated/api';
import { sessionEndFrom, setTokens } from '@/lib/session';
import { ApiError, INVALID_TOKEN_MESSAGE } from '../errors';

/** The JSON request body of an operation, read from the contract (never written twice). */
export type JsonBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

type Tokens = { token?: string; refresh_token?: string; refresh_expires_in?: number };

/** Sign-in answers (password, SMS code) hold the tokens and maybe the session's end; a success without a token cannot sign in. */
export function storeTokens<T extends Tokens>(tokens: T): T {
  if (!tokens.token) throw new ApiError(INVALID_TOKEN_MESSAGE, 'invalid-token', 200, tokens);
  setTokens({ token: tokens.token, refresh_token: tokens.refresh_token ?? null, ends_at: sessionEndFrom(tokens, Date.now()) }, 'sign-in');
  return tokens;
}
