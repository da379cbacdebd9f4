// Shared pieces of the demo handlers: one resolver per member operation of the contract (keyed by
// operationId: the route, its params and body come from src/generated/member-routes.ts), the `{data}`
// envelope typed by operation, ErrorBody failures, the bearer-token guard, JSON bodies and paging.
import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { operations } from '@/generated/api';
import type { MemberOperationId } from '@/generated/member-routes';
import { localizeError } from '../localized-errors';
import { MSG } from '../messages';
import { demoStore, type DemoStore } from '../store/demo-store';
import type { MemberRecord } from '../store/types';

/** The demo's answer to each member operation (a Fetch request in, a Fetch response out). */
export type MemberHandlers = Record<MemberOperationId, HttpResponseResolver>;

/** A demo control (not in the contract): its method, path under the server's root and answer. */
export type DemoControl = { method: 'GET' | 'POST' | 'DELETE'; path: string; resolve: HttpResponseResolver };

type JsonData<R> = R extends { content: { 'application/json': { data: infer D } } } ? D : never;
export type OpData<K extends keyof operations> = operations[K]['responses'] extends { 200: infer R } ? JsonData<R> : never;

/** A 200 `{data}` body whose shape the compiler checks against the operation's response. */
export function ok<K extends keyof operations>(_operation: K, data: OpData<K>) {
  return HttpResponse.json({ data } as DefaultBodyType);
}

export function fail(status: number, message: string, extra: { code?: string; fields?: Record<string, string> } = {}) {
  return HttpResponse.json({ message, ...extra } as DefaultBodyType, { status });
}

export const notFound = () => fail(404, MSG.notFound, { code: 'NOT_FOUND' });

/**
 * The JSON body as a plain object (empty when absent or not an object). Behind the demo server the
 * body was parsed and validated against the operation's schema before (bad JSON is a 400 there);
 * text that is not JSON throws here.
 */
export async function body(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

export const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

type Ctx = { request: Request; params: PathParams; store: DemoStore };
type MemberCtx = Ctx & { member: MemberRecord };

export function bearer(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}

/** Resolver for calls that need a signed-in member: 401 'Invalid token' otherwise. */
export function authed(resolver: (ctx: MemberCtx) => Response | Promise<Response>): HttpResponseResolver {
  return async ({ request, params }) => {
    const store = demoStore();
    const token = bearer(request);
    const member = token ? store.memberByToken(token) : null;
    if (!member) return localizeError(fail(401, MSG.invalidToken, { code: 'UNAUTHORIZED' }), store);
    return localizeError(await resolver({ request, params, store, member }), store);
  };
}

/** Resolver for calls open to visitors; `member` is set when a valid token comes along. */
export function open(resolver: (ctx: Ctx & { member: MemberRecord | null }) => Response | Promise<Response>): HttpResponseResolver {
  return async ({ request, params }) => {
    const store = demoStore();
    const token = bearer(request);
    return localizeError(await resolver({ request, params, store, member: token ? store.memberByToken(token) : null }), store);
  };
}

export type Page = { limit: number; offset: number };

/** `{limit, offset}` of a paged call, or null when `limit` is missing or out of range. */
export function pageOf(payload: Record<string, unknown>): Page | null {
  const { limit, offset = 0 } = payload;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 100) return null;
  if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0) return null;
  return { limit, offset };
}

export const slice = <T>(items: T[], page: Page): T[] => items.slice(page.offset, page.offset + page.limit);

export const badPage = () => fail(400, MSG.limitRequired, { code: 'INVALID_PAGE' });

export const param = (params: PathParams, name: string): string => {
  const value = params[name];
  if (typeof value === 'string') return value;
  return value?.[0] ?? '';
};
