// Shared pieces of the service's routes: ErrorBody failures as thrown errors, the `{data}` envelope
// typed by operation, the JSON body parser with its nesting-depth and own-key rules.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@/generated/api';
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

/** A 200 `{data}` body whose shape the compiler checks against the operation's response. */
export function ok<K extends keyof operations>(reply: FastifyReply, _operation: K, data: OpData<K>) {
  return reply.code(200).send({ data });
}

/** The nesting depth a write may have (the config of a channel is far shallower). */
export const MAX_DEPTH = 64;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const escapePointer = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** The first place a parsed body breaks the depth or own-key rule, as a JSON pointer; null when none. */
export function bodyProblem(value: unknown, maxDepth = MAX_DEPTH): { pointer: string; message: string } | null {
  const stack: { node: unknown; pointer: string; depth: number }[] = [{ node: value, pointer: '', depth: 0 }];
  while (stack.length > 0) {
    const { node, pointer, depth } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= maxDepth) return { pointer: pointer || '/', message: `nested deeper than ${maxDepth} levels` };
    for (const [key, child] of Object.entries(node)) {
      const at = `${pointer}/${escapePointer(key)}`;
      if (!Array.isArray(node) && FORBIDDEN_KEYS.has(key)) return { pointer: at, message: `the key ${key} is not allowed` };
      stack.push({ node: child, pointer: at, depth: depth + 1 });
    }
  }
  return null;
}

/** Parses a JSON body; 400 naming the pointer when it is too deep or has a forbidden key. */
export function parseJsonBody(_request: FastifyRequest, text: string | Buffer, done: (error: Error | null, body?: unknown) => void) {
  const raw = typeof text === 'string' ? text : text.toString('utf8');
  if (raw.trim() === '') return done(null, undefined);
  let parsed: unknown;
  try {
    // JSON.parse makes `__proto__` an own key (never the prototype); bodyProblem refuses it.
    parsed = JSON.parse(raw);
  } catch {
    return done(new HttpError(400, 'The body is not valid JSON', 'INVALID_JSON'));
  }
  const problem = bodyProblem(parsed);
  if (problem) return done(new HttpError(400, `The body is refused at ${problem.pointer}: ${problem.message}`, 'INVALID_BODY', { pointer: problem.pointer }));
  return done(null, parsed);
}

export const header = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? (value[0] ?? null) : null;
};

export const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
