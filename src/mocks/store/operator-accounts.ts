// The demo's operator accounts as an owner manages them: argon2id password hashes (the demo
// operators' shared password exists only here, in the demo), one-time passwords, disabled
// accounts, TOTP second factors, roles per channel and each channel's second-factor setting.
// Sign-in is throttled per address and per account (src/server/auth/throttle.ts).
import type { components } from '@/generated/api';
import { burnVerification, hashPassword, verifyPassword } from '@/server/auth/password-hash';
import { MemoryThrottleStore, Throttle, sleep } from '@/server/auth/throttle';
import { totpStep } from '@/server/auth/totp';

type Role = components['schemas']['OperatorRole'];

export type Account = {
  email: string;
  name: string;
  /** null: the demo operators' password (hashed once, on first use). */
  passwordHash: string | null;
  /** Set by an owner: the next sign-in must choose a new password. */
  oneTime: boolean;
  disabled: boolean;
  totpSecret: string | null;
  pendingTotp: string | null;
  lastTotpStep: number;
  roles: Map<string, Role>;
};

export type SignInResult =
  | { ok: true; account: Account }
  | { ok: false; status: 401 | 422; code: string; message: string; rule?: string }
  | { ok: false; status: 429; retryAfter: number };

const RANK: Record<Role, number> = { editor: 1, publisher: 2, owner: 3 };
export const atLeast = (held: Role, needed: Role) => RANK[held] >= RANK[needed];

let demoHash: Promise<string> | null = null;

export class OperatorAccounts {
  readonly accounts = new Map<string, Account>();
  /** Channels whose publishers and owners must have a second factor. */
  readonly secondFactor = new Set<string>();
  readonly throttle = new Throttle(new MemoryThrottleStore(), undefined, 'operator-sign-in', () => this.now());

  constructor(
    private readonly demoPassword: string,
    private readonly now: () => number,
  ) {}

  add(email: string, name: string, passwordHash: string | null, oneTime: boolean): Account {
    const account: Account = { email: email.trim().toLowerCase(), name, passwordHash, oneTime, disabled: false, totpSecret: null, pendingTotp: null, lastTotpStep: 0, roles: new Map() };
    this.accounts.set(account.email, account);
    return account;
  }

  get = (email: string) => this.accounts.get(email.trim().toLowerCase()) ?? null;

  private async passwordMatches(account: Account | null, password: string): Promise<boolean> {
    if (!account) return burnVerification(password);
    if (account.passwordHash) return verifyPassword(account.passwordHash, password);
    demoHash ??= hashPassword(this.demoPassword);
    return verifyPassword(await demoHash, password);
  }

  /** A TOTP code good now and not used before (a code is good once). */
  useTotp(account: Account, secret: string, code: string): boolean {
    const step = totpStep(secret, code, this.now());
    if (step === null || step <= account.lastTotpStep) return false;
    account.lastTotpStep = step;
    return true;
  }

  /**
   * Sign-in: throttled first (429 before any password is checked), then the password, the account's
   * state, its second factor and a one-time password's replacement. `newPasswordHash` hashes and
   * checks the replacement (the policy), null when refused.
   */
  async signIn(
    input: { email: string; password: string; totp?: string; newPassword?: string; address: string },
    replace: (account: Account, password: string) => Promise<{ rule: string; message: string } | null>,
  ): Promise<SignInResult> {
    const decision = await this.throttle.check(input.email, input.address);
    if (!decision.allowed) return { ok: false, status: 429, retryAfter: decision.retryAfterSeconds };
    if (decision.delayMs > 0) await sleep(decision.delayMs);
    const account = this.get(input.email);
    if (!(await this.passwordMatches(account, input.password)) || !account) {
      await this.throttle.fail(input.email, input.address);
      return { ok: false, status: 401, code: 'UNAUTHORIZED', message: 'Unknown operator or wrong password' };
    }
    if (account.disabled) return { ok: false, status: 401, code: 'ACCOUNT_DISABLED', message: 'This account is disabled: ask an owner of your channel' };
    if (account.totpSecret) {
      if (!input.totp) return { ok: false, status: 401, code: 'TOTP_REQUIRED', message: 'Enter the code from your authenticator app' };
      if (!this.useTotp(account, account.totpSecret, input.totp)) {
        await this.throttle.fail(input.email, input.address);
        return { ok: false, status: 401, code: 'TOTP_INVALID', message: 'The code is wrong or was used already: enter the current one' };
      }
    }
    if (account.oneTime) {
      if (!input.newPassword) return { ok: false, status: 401, code: 'PASSWORD_CHANGE_REQUIRED', message: 'Your password was set by an owner: choose a new one' };
      const refused = await replace(account, input.newPassword);
      if (refused) return { ok: false, status: 422, code: 'WEAK_PASSWORD', message: refused.message, rule: refused.rule };
    }
    await this.throttle.succeed(input.email, input.address);
    return { ok: true, account };
  }

  /** The owners of a channel (an owner may not leave it without one). */
  ownersOf = (channelId: string) => [...this.accounts.values()].filter((a) => !a.disabled && a.roles.get(channelId) === 'owner');

  /** A publisher or owner of a channel requiring a second factor, without one yet: their publisher rights wait for it. */
  lacksSecondFactor = (account: Account, channelId: string) => this.secondFactor.has(channelId) && !account.totpSecret && atLeast(account.roles.get(channelId) ?? 'editor', 'publisher');
}
