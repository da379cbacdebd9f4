// Shared pieces of the service's routes: ErrorBody failures as thrown errors, the `{data}` envelope
// typed by operation, the JSON body parser with the input limits (src/lib/input-limits.ts).
import type { FastifyRequest } from 'fastify';
import type { operations } from '@/generated/api';
import { INPUT_LIMITS, parseJsonInput, problemFindings, type InputProblem } from '@/lib/input-limits';
import type { Finding } from '@/lib/preset-check/findings';
import type { AuditInput } from './store/audit';

type JsonData<R> = R extends { content: { 'application/json': { data: infer D } } } ? D : never;
export type OpData<K extends keyof operations> = operations[K]['responses'] extends { 200: infer R } ? JsonData<R> : never;

/** A refusal answered as ErrorBody (`message`, `code`, and any extra fields). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
    /** An audit entry the error handler records once the request's transaction is over (refusals). */
    readonly audit: AuditInput | null = null,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what, 'NOT_FOUND');

declare const jsonOf: unique symbol;
/** A JSON body written ahead (a cached config read), sent as it is: the text of a `T`. */
export type JsonText<T> = string & { readonly [jsonOf]: T };
/** The one maker of a JsonText: the text is JSON.stringify of the value its type names. */
export const jsonText = <T>(value: T): JsonText<T> => JSON.stringify(value) as JsonText<T>;

/** A 200 `{data}` body whose shape the compiler checks against the operation's response (the handler returns it). */
export function ok<K extends keyof operations>(_operation: K, data: OpData<K>): { data: OpData<K> } {
  return { data };
}

/** The answer to a body that breaks an input limit: too large 413, not JSON or too deep 400, else 422. */
const LIMIT_STATUS: Record<InputProblem['code'], [number, string]> = {
  totalBytes: [413, 'PAYLOAD_TOO_LARGE'],
  fileBytes: [413, 'PAYLOAD_TOO_LARGE'],
  files: [413, 'PAYLOAD_TOO_LARGE'],
  syntax: [400, 'INVALID_JSON'],
  depth: [400, 'INVALID_BODY'],
  stringLength: [422, 'INPUT_LIMIT'],
  entries: [422, 'INPUT_LIMIT'],
  key: [422, 'INPUT_LIMIT'],
};

/** What a body is called in a refusal's messages: the config of a publish, a draft, else the body. */
function bodyName(request: FastifyRequest): string {
  const url = request.routeOptions.url ?? '';
  if (/\/config\/channel$/.test(url)) return 'the published config';
  if (/\/operator\/draft$/.test(url)) return 'the draft';
  return 'the request body';
}

/** Findings as a refusal: the first one's pointer and message, all of them as `errors`. */
export function limitError(status: number, code: string, findings: readonly Finding[]): HttpError {
  const first = findings[0];
  const at = first?.pointer ? ` at ${first.pointer}` : '';
  return new HttpError(status, `The body is refused${at}: ${first?.message ?? 'input limit'}`, code, { pointer: first?.pointer ?? '', errors: findings.map(({ pointer, message }) => ({ pointer, message })) });
}

/**
 * Parses a JSON body within the input limits of the CLI and the studio's import (INPUT_LIMITS: the
 * whole body at most `totalBytes`, depth checked on the text before JSON.parse, string length,
 * entries, the own-key rule): each refusal names the limit and the JSON pointer.
 */
export function parseJsonBody(request: FastifyRequest, text: string | Buffer, done: (error: Error | null, body?: unknown) => void) {
  const raw = typeof text === 'string' ? text : text.toString('utf8');
  if (raw.trim() === '') return done(null, undefined);
  const parsed = parseJsonInput(raw, INPUT_LIMITS.totalBytes);
  if (parsed.ok) return done(null, parsed.value);
  const [status, code] = LIMIT_STATUS[parsed.problems[0]?.code ?? 'syntax'];
  return done(limitError(status, code, problemFindings(parsed.problems, bodyName(request))));
}

export const header = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? (value[0] ?? null) : null;
};

export const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Whether a request's raw path spells the matched route as the route is written: the same number of
 * segments and every fixed segment byte for byte. The router decodes a path before it matches, so
 * without this `/config/%63hannel` or `/%6Fperator/…` would reach the route of `/config/channel`;
 * a parameter's segment may be percent-encoded as its value needs (`/team/a%40b.example/role`).
 */
export function rawPathMatches(route: string, rawUrl: string): boolean {
  const raw = (rawUrl.split('?')[0] ?? '').split('/');
  const written = route.split('/');
  return raw.length === written.length && written.every((segment, i) => segment.startsWith(':') || segment === raw[i]);
}

/** The 404 of a path that names no operation. */
export const noOperation = (request: FastifyRequest) => ({ message: `No operation ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
