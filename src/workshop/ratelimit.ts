// Token buckets keyed by token digest or client address: a burst is allowed, a flood gets 429.
export interface RateRule {
  /** Sustained requests per second. */
  perSecond: number;
  /** Requests allowed at once. */
  burst: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  private readonly rule: RateRule;
  private readonly now: () => number;

  constructor(rule: RateRule, now: () => number = () => performance.now()) {
    this.rule = rule;
    this.now = now;
  }

  /** Takes one request from the key's bucket; returns the seconds to wait when it is empty. */
  take(key: string): number {
    const t = this.now();
    let b = this.buckets.get(key);
    if (!b) {
      b = { tokens: this.rule.burst, at: t };
      this.buckets.set(key, b);
      if (this.buckets.size > 100_000) this.sweep(t);
    }
    b.tokens = Math.min(this.rule.burst, b.tokens + ((t - b.at) / 1000) * this.rule.perSecond);
    b.at = t;
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - b.tokens) / this.rule.perSecond);
  }

  private sweep(t: number): void {
    for (const [k, b] of this.buckets) {
      if (b.tokens + ((t - b.at) / 1000) * this.rule.perSecond >= this.rule.burst) this.buckets.delete(k);
    }
  }
}
