/**
 * Who the member data kept offline belongs to, shared by the service worker and the page
 * (docs/offline.md, "Bound to the member"). The page writes one owner record into the member cache
 * at sign-in: a random generation and the SHA-256 of the current access token (never the token).
 * A refresh keeps the generation and replaces the hash; logout, a refused refresh, deletion and
 * anyone's sign-in delete the whole cache. Every entry carries the generation it was written for:
 * an entry is used only while that generation is the owner's and the request's token is the
 * owner's, and nothing is written for a token that is not the owner's.
 */
import { MEMBER_CARD_CACHE } from './names';

/** The owner record's key, beside the app base. */
export const OWNER_KEY = '__offline/owner';
/** Set on every entry of the member cache: the generation it was written for. */
export const GENERATION_HEADER = 'x-portal-member-generation';

export type Owner = { generation: string; tokenHash: string };

/** Hex SHA-256 of an access token; null without Web Crypto (no service worker there either). */
export async function tokenHash(token: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The bearer token of a request, if any. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match ? match[1]! : null;
}

export function parseOwner(value: unknown): Owner | null {
  if (!value || typeof value !== 'object') return null;
  const { generation, tokenHash: hash } = value as Record<string, unknown>;
  return typeof generation === 'string' && generation && typeof hash === 'string' && hash ? { generation, tokenHash: hash } : null;
}

/** The owner record, without creating the cache when there is none. */
export async function readOwner(storage: CacheStorage, ownerUrl: string): Promise<Owner | null> {
  if (!(await storage.has(MEMBER_CARD_CACHE))) return null;
  const response = await (await storage.open(MEMBER_CARD_CACHE)).match(ownerUrl);
  return response ? parseOwner(await response.json().catch(() => null)) : null;
}

/** The generation a token may read and write: the owner's when the token is the owner's, else null. */
export async function generationFor(storage: CacheStorage, ownerUrl: string, token: string | null): Promise<string | null> {
  if (!token) return null;
  const [owner, hash] = await Promise.all([readOwner(storage, ownerUrl), tokenHash(token)]);
  return owner && hash && owner.tokenHash === hash ? owner.generation : null;
}
