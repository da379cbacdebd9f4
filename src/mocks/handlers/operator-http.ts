// The guard of every operator call: an operator token (never a member's) in the bearer header and a
// role on the channel named by X-Channel-Id. 401 without a valid token, 403 without the role.
import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { publishErrors } from '../preset-source';
import { demoStore, type DemoStore } from '../store/demo-store';
import { atLeast, type Account } from '../store/operator-accounts';
import { changesBetween, etagOf, operatorDesk, type Config, type OperatorDesk, type Role } from '../store/operator-store';
import { bearer, fail } from './http';

export type OperatorCtx = { request: Request; params: PathParams; store: DemoStore; desk: OperatorDesk; operator: Account; channelId: string; role: Role };

/** The caller's address: the demo server sets it from the socket (a client's own value is dropped); `local` in-process. */
export const sourceAddress = (request: Request) => request.headers.get(SOURCE_ADDRESS_HEADER) ?? 'local';
export const SOURCE_ADDRESS_HEADER = 'x-demo-source-address';

/** Resolver for an operator call needing at least `role` (publisher, owner) or any role on the channel (null). */
export function operatorCall(role: Role | null, resolver: (ctx: OperatorCtx) => Response | Promise<Response>): HttpResponseResolver {
  return async ({ request, params }) => {
    const store = demoStore();
    const desk = operatorDesk(store);
    const token = bearer(request);
    const operator = token ? desk.operatorByToken(token) : null;
    if (!operator) {
      const expired = token !== null && desk.expired(token);
      return fail(401, expired ? 'Operator sign-in expired: sign in again' : 'Operator sign-in required', { code: expired ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED' });
    }
    const channelId = request.headers.get('x-channel-id') || store.channelId;
    const held = desk.channelsOf(operator).find((c) => c.channel_id === channelId);
    if (!held) return fail(403, `You hold no role on channel ${channelId}`, { code: 'FORBIDDEN' });
    if (role && !atLeast(held.role, role)) return fail(403, `${role === 'owner' ? 'Managing the team of' : 'Publishing'} ${channelId} needs the ${role} role`, { code: 'FORBIDDEN' });
    if (role && desk.accounts.lacksSecondFactor(operator, channelId)) {
      return fail(403, `${channelId} requires a second factor of its publishers: enrol an authenticator in Team first`, { code: 'SECOND_FACTOR_REQUIRED' });
    }
    return resolver({ request, params, store, desk, operator, channelId, role: held.role });
  };
}

/** 428 without If-Match, 412 (current version, changes since the named one) when it is not the current version. */
export function staleRefusal(ctx: OperatorCtx): Response | null {
  const ifMatch = ctx.request.headers.get('if-match');
  const current = ctx.desk.current(ctx.channelId);
  if (!ifMatch) return fail(428, 'If-Match is required: name the version the change was made against', { code: 'PRECONDITION_REQUIRED' });
  if (ifMatch === etagOf(current.number)) return null;
  const seen = Number(/^"v(\d+)"$/.exec(ifMatch)?.[1] ?? 0);
  const base = ctx.desk.desk(ctx.channelId).versions.find((v) => v.number === seen) ?? ctx.desk.desk(ctx.channelId).versions[0]!;
  const body = {
    message: `Version ${current.number} was published meanwhile (by ${current.author}): review its changes, then publish again`,
    code: 'STALE_VERSION',
    current_version: current.number,
    changes: changesBetween(base.config, current.config),
  };
  return HttpResponse.json(body as DefaultBodyType, { status: 412, headers: { ETag: etagOf(current.number) } });
}

/** 422 with the findings of `preset validate` when the config has an error; null when it may go live. */
export function invalidRefusal(config: Config): Response | null {
  if (typeof config.sections !== 'object' || config.sections === null) return fail(422, 'sections is required', { code: 'INVALID_CONFIG' });
  const languages = Object.keys(config.translations ?? {});
  const errors = publishErrors(config, languages.length > 0 ? languages : ['en']);
  if (errors.length === 0) return null;
  return HttpResponse.json({ message: `The config is invalid: ${errors[0]?.pointer} ${errors[0]?.message}`, code: 'INVALID_CONFIG', errors } as DefaultBodyType, { status: 422 });
}
