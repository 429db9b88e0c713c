import type { Counter, Limits } from '../../adapters/limits/index.ts';

/**
 * Counts failed logins per site and e-mail; past the limit the account is refused for the rest of the
 * window, whatever the password. The count lives in the shared Limits, so every instance sees it.
 */
export class LoginThrottle {
  private readonly failures: Counter;

  constructor(
    limits: Limits,
    private readonly max = 5,
    windowMs = 15 * 60 * 1000,
  ) {
    this.failures = limits.counter('login-failures', windowMs);
  }

  async isLocked(key: string): Promise<boolean> {
    return (await this.failures.peek(key)).count >= this.max;
  }

  async fail(key: string): Promise<void> {
    await this.failures.hit(key);
  }

  async succeed(key: string): Promise<void> {
    await this.failures.reset(key);
  }
}
