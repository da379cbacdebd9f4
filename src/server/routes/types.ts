// The types of the service's handlers, all read from the contract (src/generated/api.d.ts, made from
// openapi/wl-v1.yaml): each operation's body, path parameters, query and headers as Fastify hands
// them over after validating them against the same contract (src/generated/service-routes.ts), and
// the answers it may send, by status. `ServiceHandlers` needs a handler for every operation the
// service owns, so an operation added to the contract without one fails the typecheck.
import type { FastifyReply, FastifyRequest, FastifySchema, FastifyTypeProviderDefault } from 'fastify';
import type { ResolveFastifyReplyReturnType } from 'fastify/types/type-provider';
import type { components, operations } from '@/generated/api';
import type { ServiceOperationId } from '@/generated/service-routes';
import type { ServiceContext } from '../context';
import type { JsonText } from '../http';

type Op<K extends ServiceOperationId> = operations[K];

/** A JSON body as sent; a body of raw bytes (an upload) arrives as a Buffer, or as whatever JSON was sent instead (the handler refuses it). */
type Content<C> = 'application/json' extends keyof C ? C['application/json'] : unknown;
type BodyOf<R> = R extends { content: infer C } ? Content<C> : undefined;
type Defined<T> = Exclude<T, undefined>;
/** Header names as Node hands them over: lower case. */
type Lowered<H> = { [P in keyof H as P extends string ? Lowercase<P> : P]: H[P] };

/** What one answer of the contract carries: its JSON body, its bytes (an asset), or nothing (a 304). */
type Sent<R> = R extends { content: infer C } ? ('application/json' extends keyof C ? C['application/json'] : Buffer) : undefined;
type Answers<K extends ServiceOperationId> = Op<K>['responses'];
/** The failures the contract leaves to `default`: ErrorBody, with the refusal's own fields. */
type Failure = components['schemas']['ErrorBody'] & Record<string, unknown>;
export type ReplyOf<K extends ServiceOperationId> = { [S in Exclude<keyof Answers<K>, 'default'>]: Sent<Answers<K>[S]> | JsonText<Sent<Answers<K>[S]>> } & { '4xx': Failure; '5xx': Failure };

/** The Fastify route generic of an operation: what its request carries and what its reply may send. */
export type RouteOf<K extends ServiceOperationId> = {
  Body: BodyOf<Op<K>['requestBody']>;
  Params: Defined<Op<K>['parameters']['path']>;
  Querystring: Defined<Op<K>['parameters']['query']>;
  Headers: Lowered<Defined<Op<K>['parameters']['header']>>;
  Reply: ReplyOf<K>;
};

export type ServiceRequest<K extends ServiceOperationId> = FastifyRequest<RouteOf<K>>;
export type ServiceReply<K extends ServiceOperationId> = FastifyReply<RouteOf<K>>;

/**
 * A handler returns the answer's body (Fastify sends it, serialised with the operation's response
 * schema), or nothing once it sent one itself (a 304, bytes); a refusal is thrown (HttpError).
 */
export type Handler<K extends ServiceOperationId> = (ctx: ServiceContext, request: ServiceRequest<K>, reply: ServiceReply<K>) => ResolveFastifyReplyReturnType<FastifyTypeProviderDefault, FastifySchema, RouteOf<K>>;

/** A handler for every operation the service owns. */
export type ServiceHandlers = { [K in ServiceOperationId]: Handler<K> };

/** Some of the operations' handlers (a module's: `{...} satisfies Handlers`, so each is typed by its operation). */
export type Handlers = Partial<ServiceHandlers>;
