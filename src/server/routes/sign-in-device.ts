// The device cookie of an operator sign-in (auth/device-cookie.ts) with the service's key: which
// device a sign-in comes from, and the cookie a successful sign-in leaves.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue, deviceCookieHeader, deviceCookieName, issueDeviceCookie, verifyDeviceCookie } from '../auth/device-cookie';
import type { ServiceContext } from '../context';
import { header } from '../http';
import { serviceSecret } from '../store/service-secrets';

const keys = new WeakMap<ServiceContext, Promise<Buffer>>();
function deviceKey(ctx: ServiceContext): Promise<Buffer> {
  let key = keys.get(ctx);
  if (!key) {
    key = serviceSecret(ctx.db, 'device-cookie');
    keys.set(ctx, key);
    key.catch(() => keys.delete(ctx));
  }
  return key;
}

/** The nonce of the request's valid device cookie for `email`, or null (an unknown device). */
export async function trustedDevice(ctx: ServiceContext, request: FastifyRequest, email: string): Promise<string | null> {
  const value = cookieValue(header(request, 'cookie'), deviceCookieName(email));
  return value ? verifyDeviceCookie(await deviceKey(ctx), email, value, ctx.clock.now()) : null;
}

/** Leaves a new device cookie for `email` (Secure when the request came over https). */
export async function rememberDevice(ctx: ServiceContext, request: FastifyRequest, reply: FastifyReply, email: string): Promise<void> {
  const value = issueDeviceCookie(await deviceKey(ctx), email, ctx.clock.now());
  reply.header('Set-Cookie', deviceCookieHeader(email, value, request.protocol === 'https'));
}
