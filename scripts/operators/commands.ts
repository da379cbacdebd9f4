// `npm run operators -- <command>`: operator accounts on the channel store the service uses
// (DATABASE_URL, else CHANNEL_DATA_DIR), e.g. the first owner of a fresh production store. The
// deployer's tool: it acts across channels (no invitation, no owner's consent), and every change is
// audited with the actor `cli` on every channel the account holds, so each of its owners reads it.
// Errors are one short line.
import { parseArgs } from 'node:util';
import { hashPassword } from '../../src/server/auth/password-hash.ts';
import { checkPassword as policyRefusal } from '../../src/server/auth/password-policy.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.ts';
import { recordAudit } from '../../src/server/store/audit.ts';
import { getChannel } from '../../src/server/store/channels.ts';
import { listSecurityLog } from '../../src/server/store/security-log.ts';
import { endSessionsOf, getOperator, grant, grantsOf, normalEmail, upsertOperator } from '../../src/server/store/operators.ts';
import { revoke, setOperatorFields } from '../../src/server/store/team.ts';
import { realClock, type Role } from '../../src/server/store/types.ts';

export const USAGE = `Usage: npm run operators -- <command>
  add <email> --name <name> --channel <id> --role <editor|publisher|owner> [--password-stdin]
  grant <email> --channel <id> --role <editor|publisher|owner>
  revoke <email> --channel <id>
  disable <email>
  reset-password <email> [--password-stdin]   (one-time: the next sign-in chooses a new one)
  remove-second-factor <email>                (a lost authenticator: the next sign-in needs the password only)
  list [--channel <id>]
  security-log [--since <ISO time | 24h | 7d>] [--limit <n>]   (failed sign-ins that concern no channel)
Without --password-stdin a one-time password is generated and printed once.`;

const ROLES = new Set(['editor', 'publisher', 'owner']);

export class CliError extends Error {}

export type CliIo = { out: (line: string) => void; readPassword: () => Promise<string>; generated: () => string };

export async function runOperators(argv: string[], db: Kysely<Database>, io: CliIo): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { name: { type: 'string' }, channel: { type: 'string' }, role: { type: 'string' }, 'password-stdin': { type: 'boolean' }, since: { type: 'string' }, limit: { type: 'string' } },
  });
  const [command, rawEmail] = positionals;
  const email = normalEmail(rawEmail ?? '');
  const needEmail = () => {
    if (!/^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,}$/.test(email)) throw new CliError(`${command}: give the operator's e-mail`);
  };
  const needChannel = async () => {
    if (!values.channel) throw new CliError(`${command}: --channel <id> is required`);
    if (!(await getChannel(db, values.channel))) throw new CliError(`${command}: no channel ${values.channel} (npm run channels -- import first)`);
    return values.channel;
  };
  const needRole = () => {
    if (!values.role || !ROLES.has(values.role)) throw new CliError(`${command}: --role must be editor, publisher or owner`);
    return values.role as Role;
  };
  const needOperator = async () => {
    const operator = await getOperator(db, email);
    if (!operator) throw new CliError(`${command}: no operator ${email}`);
    return operator;
  };
  const password = async (name: string) => {
    const chosen = values['password-stdin'] ? (await io.readPassword()).replace(/\r?\n$/, '') : null;
    const value = chosen ?? io.generated();
    const refused = policyRefusal(value, { email, name });
    if (refused) throw new CliError(`${command}: ${refused.message}`);
    if (chosen === null) io.out(`One-time password for ${email}: ${value} (shown once; the first sign-in chooses a new one)`);
    return hashPassword(value);
  };
  const audit = (channelId: string, detail: string) => recordAudit(db, realClock, { channelId, actor: 'cli', action: 'team', detail });
  /** The entry on every channel the account holds, and on `also` (a channel it just left). */
  const everyChannel = async (detail: string, also?: string) => {
    const channels = new Set([...(await grantsOf(db, email)).map((g) => g.channel_id), ...(also ? [also] : [])]);
    for (const channel of [...channels].sort()) await audit(channel, detail);
  };

  switch (command) {
    case 'add': {
      needEmail();
      const name = values.name?.trim();
      if (!name) throw new CliError('add: --name <name> is required');
      const channel = await needChannel();
      const role = needRole();
      if (await getOperator(db, email)) throw new CliError(`add: ${email} exists already (use grant)`);
      const passwordHash = await password(name);
      await upsertOperator(db, realClock, { email, name, passwordHash });
      await setOperatorFields(db, email, { one_time_password: true });
      await grant(db, email, channel, role);
      await audit(channel, `added ${email} as ${role}`);
      return io.out(`Added ${email} (${name}) as ${role} of ${channel}`);
    }
    case 'grant': {
      needEmail();
      await needOperator();
      const channel = await needChannel();
      const role = needRole();
      await grant(db, email, channel, role);
      await everyChannel(`${email} is now ${role} of ${channel}`);
      return io.out(`${email} is now ${role} of ${channel}`);
    }
    case 'revoke': {
      needEmail();
      await needOperator();
      const channel = await needChannel();
      await revoke(db, email, channel);
      await everyChannel(`revoked the role of ${email} on ${channel}`, channel);
      if ((await grantsOf(db, email)).length === 0) await endSessionsOf(db, realClock, email);
      return io.out(`${email} holds no role on ${channel} any more`);
    }
    case 'disable': {
      needEmail();
      await needOperator();
      await setOperatorFields(db, email, { disabled: true });
      await endSessionsOf(db, realClock, email);
      await everyChannel(`disabled ${email} and ended their sign-ins`);
      return io.out(`${email} is disabled and signed out`);
    }
    case 'reset-password': {
      needEmail();
      const operator = await needOperator();
      const passwordHash = await password(operator.name);
      await setOperatorFields(db, email, { password_hash: passwordHash, one_time_password: true });
      await endSessionsOf(db, realClock, email);
      await everyChannel(`set a one-time password for ${email}`);
      return io.out(`${email} has a one-time password; their sign-ins ended`);
    }
    case 'remove-second-factor': {
      needEmail();
      await needOperator();
      await setOperatorFields(db, email, { totp_secret: null, totp_pending: null });
      await endSessionsOf(db, realClock, email);
      await everyChannel(`removed the second factor of ${email} and ended their sign-ins`);
      return io.out(`${email} signs in with their password alone until they enrol again; their sign-ins ended`);
    }
    case 'list': {
      let query = db.selectFrom('grants').innerJoin('operators', 'operators.email', 'grants.operator_email').select(['operators.email', 'operators.name', 'operators.disabled', 'grants.channel_id', 'grants.role']);
      if (values.channel) query = query.where('grants.channel_id', '=', values.channel);
      for (const row of await query.orderBy('grants.channel_id').orderBy('operators.email').execute()) {
        io.out(`${row.channel_id}\t${row.role}\t${row.email}\t${row.name}${row.disabled ? '\t(disabled)' : ''}`);
      }
      return;
    }
    case 'security-log': {
      const since = values.since === undefined ? undefined : sinceOf(values.since, realClock.now());
      const limit = values.limit === undefined ? 100 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new CliError('security-log: --limit must be a whole number from 1 to 10000');
      const entries = await listSecurityLog(db, { limit, ...(since !== undefined ? { since } : {}) });
      if (entries.length === 0) return io.out('No security events');
      for (const e of entries) io.out(`${e.at}\t${e.event}\t${e.account}\t${e.address}${e.detail ? `\t${e.detail}` : ''}`);
      return;
    }
    default:
      throw new CliError(command ? `Unknown command ${command}\n${USAGE}` : USAGE);
  }
}

/** `--since`: an ISO date or time, or a span back from now (`90m`, `24h`, `7d`). */
function sinceOf(value: string, now: number): number {
  const span = /^(\d{1,6})([mhd])$/.exec(value.trim());
  if (span) return now - Number(span[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[span[2] as 'm' | 'h' | 'd'];
  const at = Date.parse(value);
  if (Number.isNaN(at)) throw new CliError(`security-log: --since takes an ISO time (2026-12-01T08:00Z) or a span (24h, 7d), not ${value}`);
  return at;
}
