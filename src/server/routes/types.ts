import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceOperationId } from '@/generated/service-routes';
import type { ServiceContext } from '../context';

export type Handler = (ctx: ServiceContext, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type Handlers = Partial<Record<ServiceOperationId, Handler>>;
