import type { RateLimits } from '../../config';
import { KeyedGate } from '../../lib/keyed-gate';
import { MINUTE } from '../../lib/rate-limit';
import type { FailureCounter, SharedState } from '../../lib/shared-state/shared-state';

/** Logins of one client IP checked at once; more wait their turn, and past 20 waiting get a 429. */
const CONCURRENT_LOGINS_PER_IP = 2;
const WAITING_LOGINS_PER_IP = 20;

/**
 * The limits on password guessing (docs/api.md §4: login is rate limited), counted in the shared state so
 * that every process of a shop sees the same failures:
 * - failures per client IP and identifier (RATE_LIMIT_LOGIN a minute);
 * - failures per account from any IP (RATE_LIMIT_LOGIN_ACCOUNT per 15 minutes), so a changing
 *   address gains nothing;
 * - attempts per IP whatever the identifier (RATE_LIMIT_LOGIN_IP a minute; counted by the route),
 *   and at most two of them checked at once (the rest queue), so a burst of random identifiers from
 *   one address cannot tie up the CPU while other shoppers' logins go straight through.
 * A failure is counted before the password is checked, so parallel guesses are counted too; a
 * success forgives it, so someone who signs in correctly is never locked out.
 */
export class LoginLimits {
  private readonly perClient: FailureCounter;
  private readonly perAccount: FailureCounter;
  // Per process on purpose: it spares this process's CPU, which is not shared.
  private readonly perIp = new KeyedGate(CONCURRENT_LOGINS_PER_IP, WAITING_LOGINS_PER_IP);

  constructor(limits: RateLimits, state: SharedState) {
    this.perClient = state.failureCounter('login-client', limits.login, MINUTE);
    this.perAccount = state.failureCounter('login-account', limits.loginAccount, 15 * MINUTE);
  }

  /**
   * Runs one sign-in attempt from `ip` with `identifier`: `findAccount` names the account (the user's
   * id, or the identifier when no user has it), `check` says whether the password was right. Returns
   * the seconds to wait instead when a limit is reached (the password is not checked then).
   */
  async attempt(
    who: { ip: string; identifier: string },
    findAccount: () => Promise<string>,
    check: () => Promise<boolean>,
  ): Promise<{ wait: number } | { ok: boolean }> {
    const result = await this.perIp.run(who.ip, async () => {
      const client = `${who.ip}|${who.identifier}`;
      const account = await findAccount();
      const wait = Math.max(
        await this.perClient.retryAfterSeconds(client),
        await this.perAccount.retryAfterSeconds(account),
      );
      if (wait > 0) return { wait };

      // Counted before the check, so parallel guesses are counted too; a success forgives it.
      await Promise.all([this.perClient.recordFailure(client), this.perAccount.recordFailure(account)]);
      const ok = await check();
      if (ok) {
        await Promise.all([this.perClient.reset(client), this.perAccount.reset(account)]);
      }
      return { ok };
    });
    return result === 'full' ? { wait: 1 } : result;
  }
}
