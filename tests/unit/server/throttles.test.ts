import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from '../../../src/server/auth/attempt-limiter';
import { createBackoffLimiter } from '../../../src/server/auth/backoff-limiter';
import { sourceKey } from '../../../src/server/auth/throttles';

describe('sourceKey', () => {
  it('is an IPv4 address itself, also when written IPv4-mapped', () => {
    expect(sourceKey('203.0.113.5')).toBe('203.0.113.5');
    expect(sourceKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    expect(sourceKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(sourceKey('2001:0db8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(sourceKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(sourceKey('::1')).toBe('0:0:0:0::/64');
    expect(sourceKey('2001:db8:1:3::a')).not.toBe(sourceKey('2001:db8:1:2::a'));
  });
});

describe('the backoff limiter', () => {
  it('doubles the wait after the free failures, up to the cap, and forgets after a quiet spell', () => {
    let now = 0;
    const limiter = createBackoffLimiter(
      { freeFailures: 2, maxDelayMs: 5_000, forgetAfterMs: 60_000 },
      () => now,
    );
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      limiter.fail('k');
      waits.push(limiter.retryAfterSeconds('k'));
    }
    expect(waits).toEqual([0, 1, 2, 4, 5, 5]);
    now += 4_999;
    expect(limiter.retryAfterSeconds('k')).toBe(1);
    now += 1;
    expect(limiter.retryAfterSeconds('k')).toBe(0);
    now += 60_000;
    limiter.fail('k');
    expect(limiter.retryAfterSeconds('k')).toBe(0);
    limiter.clear('k');
    expect(limiter.size()).toBe(0);
  });
});

describe('the attempt limiter', () => {
  it('takes events up to the limit in a sliding window', () => {
    let now = 0;
    const limiter = createAttemptLimiter({ max: 2, windowMs: 10_000 }, () => now);
    expect([limiter.take('u'), limiter.take('u'), limiter.take('u')]).toEqual([0, 0, 10]);
    now += 4_000;
    expect(limiter.take('u')).toBe(6);
    now += 6_000;
    expect(limiter.take('u')).toBe(0);
  });

  it('drops keys whose window has passed once it holds many, so made-up keys do not pile up', () => {
    let now = 0;
    const limiter = createAttemptLimiter({ max: 5, windowMs: 1_000 }, () => now);
    for (let i = 0; i < 10_001; i += 1) limiter.fail(`made-up-${i}@example.org`);
    expect(limiter.size()).toBe(10_001);
    now += 1_000;
    limiter.fail('one-more@example.org');
    expect(limiter.size()).toBe(1);
  });
});

describe('the backoff limiter sweep', () => {
  it('drops forgotten keys once it holds many', () => {
    let now = 0;
    const limiter = createBackoffLimiter(
      { freeFailures: 5, maxDelayMs: 1_000, forgetAfterMs: 1_000 },
      () => now,
    );
    for (let i = 0; i < 10_001; i += 1) limiter.fail(`made-up-${i}\n203.0.113.1`);
    now += 1_000;
    limiter.fail('one-more\n203.0.113.1');
    expect(limiter.size()).toBe(1);
  });
});
