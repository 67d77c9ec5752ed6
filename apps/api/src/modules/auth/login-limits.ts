import type { RateLimits } from '../../config';
import { FailureLimiter } from '../../lib/failure-limiter';
import { MINUTE } from '../../lib/rate-limit';

/** Logins one client IP may have being checked at once; more wait for nobody and get a 429. */
const CONCURRENT_LOGINS_PER_IP = 2;

/**
 * The limits on password guessing, kept for one process (API.md: login is rate limited):
 * - failures per client IP and identifier (RATE_LIMIT_LOGIN a minute);
 * - failures per account from any IP (RATE_LIMIT_LOGIN_ACCOUNT per 15 minutes), so a changing
 *   address gains nothing;
 * - attempts per IP whatever the identifier (RATE_LIMIT_LOGIN_IP a minute; counted by the route),
 *   and at most two of them hashing at once, so random identifiers cannot tie up the CPU.
 * A failure is counted before the password is checked, so parallel guesses are counted too; a
 * success forgives it, so someone who signs in correctly is never locked out.
 */
export class LoginLimits {
  private readonly perClient: FailureLimiter;
  private readonly perAccount: FailureLimiter;
  private readonly inFlight = new Map<string, number>();

  constructor(limits: RateLimits) {
    this.perClient = new FailureLimiter(limits.login, MINUTE);
    this.perAccount = new FailureLimiter(limits.loginAccount, 15 * MINUTE);
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
    // The slot is taken before any await, so a burst of parallel attempts is counted as it arrives.
    if ((this.inFlight.get(who.ip) ?? 0) >= CONCURRENT_LOGINS_PER_IP) return { wait: 1 };
    this.inFlight.set(who.ip, (this.inFlight.get(who.ip) ?? 0) + 1);
    try {
      const client = `${who.ip}|${who.identifier}`;
      const account = await findAccount();
      const wait = Math.max(
        this.perClient.retryAfterSeconds(client),
        this.perAccount.retryAfterSeconds(account),
      );
      if (wait > 0) return { wait };

      this.perClient.recordFailure(client);
      this.perAccount.recordFailure(account);
      const ok = await check();
      if (ok) {
        this.perClient.reset(client);
        this.perAccount.reset(account);
      }
      return { ok };
    } finally {
      const left = (this.inFlight.get(who.ip) ?? 1) - 1;
      if (left > 0) this.inFlight.set(who.ip, left);
      else this.inFlight.delete(who.ip);
    }
  }
}
