/**
 * Counts failed logins per site and e-mail; past the limit the account is
 * refused for the rest of the window, whatever the password. In memory: one
 * process sees its own attempts, and the per-IP limit covers the rest.
 */
export class LoginThrottle {
  private failures = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly max = 5,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}

  isLocked(key: string, now = Date.now()): boolean {
    const f = this.failures.get(key);
    if (!f) return false;
    if (f.until <= now) {
      this.failures.delete(key);
      return false;
    }
    return f.count >= this.max;
  }

  fail(key: string, now = Date.now()): void {
    const f = this.failures.get(key);
    if (!f || f.until <= now) this.failures.set(key, { count: 1, until: now + this.windowMs });
    else f.count += 1;
    if (this.failures.size > 100_000) this.failures.clear();
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }
}
