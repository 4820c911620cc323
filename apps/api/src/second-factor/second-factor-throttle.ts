import { HttpError } from '../http/http-error.ts';
import type { RateLimiter } from '../http/rate-limiter.ts';

/** Wrong codes per account: as Laravel Fortify's two-factor limiter, five a minute… */
const PER_MINUTE = { limit: 5, windowSeconds: 60 };
/**
 * …and thirty an hour, so that someone who has the password cannot try a million six-digit codes
 * (at most 720 wrong codes a day: about one chance in 460 of hitting one of the three codes valid
 * at a time).
 */
const PER_HOUR = { limit: 30, windowSeconds: 3600 };

/** Wrong second-factor codes (and passwords given to change the second factor) per account. */
export class SecondFactorThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  /** 429 with `Retry-After` while the account may not try another code. */
  async check(userId: number): Promise<void> {
    const [minute, hour] = await Promise.all([
      this.limiter.peek(`two-factor:${userId}`, PER_MINUTE.windowSeconds),
      this.limiter.peek(`two-factor-hour:${userId}`, PER_HOUR.windowSeconds),
    ]);
    if (minute.count >= PER_MINUTE.limit) throw HttpError.tooManyAttempts(minute.retryAfterSeconds);
    if (hour.count >= PER_HOUR.limit) throw HttpError.tooManyAttempts(hour.retryAfterSeconds);
  }

  async failed(userId: number): Promise<void> {
    await Promise.all([
      this.limiter.hit(`two-factor:${userId}`, PER_MINUTE.windowSeconds),
      this.limiter.hit(`two-factor-hour:${userId}`, PER_HOUR.windowSeconds),
    ]);
  }

  /** Lifts the lock (the account's owner proved who they are another way). */
  async reset(userId: number): Promise<void> {
    await Promise.all([
      this.limiter.clear(`two-factor:${userId}`),
      this.limiter.clear(`two-factor-hour:${userId}`),
    ]);
  }

  /** A right code forgives the minute's mistakes, not the hour's. */
  async succeeded(userId: number): Promise<void> {
    await this.limiter.clear(`two-factor:${userId}`);
  }
}
