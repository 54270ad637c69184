/**
 * Counts attempts per key in fixed windows, in this process's memory.
 * Used for failed sign-ins per account; several API processes each count their own
 * (docs/decisions/004-login-rate-limits.md).
 */
export class AttemptCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string): boolean {
    const entry = this.windows.get(key);
    if (!entry) return false;
    if (entry.resetAt <= this.now()) {
      this.windows.delete(key);
      return false;
    }
    return entry.count >= this.max;
  }

  record(key: string): void {
    const now = this.now();
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.windows.size > 100_000) this.prune(now);
    } else {
      entry.count += 1;
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}
