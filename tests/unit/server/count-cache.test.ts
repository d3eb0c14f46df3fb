import { describe, expect, it } from 'vitest';
import { CountCache } from '../../../src/server/models/count-cache';

describe('list totals already counted', () => {
  it('are kept until cleared when they do not age (SQLite)', () => {
    let now = 0;
    const cache = new CountCache(undefined, () => now);
    cache.set('patient?q=mar', 8869);
    now = 1e9;
    expect(cache.get('patient?q=mar')).toBe(8869);
    cache.clear();
    expect(cache.get('patient?q=mar')).toBeUndefined();
  });

  it('are counted again once older than their age limit (PostgreSQL)', () => {
    let now = 1000;
    const cache = new CountCache(3000, () => now);
    cache.set('patient', 100000);
    now = 4000;
    expect(cache.get('patient')).toBe(100000);
    now = 4001;
    expect(cache.get('patient')).toBeUndefined();
    cache.set('patient', 100001);
    expect(cache.get('patient')).toBe(100001);
  });

  it('forget everything rather than grow past 1,000 searches', () => {
    const cache = new CountCache();
    for (let i = 0; i < 1000; i += 1) cache.set(`q${i}`, i);
    expect(cache.get('q999')).toBe(999);
    cache.set('one more', 1);
    expect(cache.get('q0')).toBeUndefined();
    expect(cache.get('one more')).toBe(1);
  });

  it('do not keep a total counted before a write that cleared them', () => {
    const cache = new CountCache();
    // A list read its rows (perhaps on a reader thread's older snapshot)...
    const countedIn = cache.generation;
    // ...a write commits and clears the totals before that count comes back.
    cache.clear();
    cache.set('patient', 8869, countedIn);
    expect(cache.get('patient')).toBeUndefined();
    cache.set('patient', 8870, cache.generation);
    expect(cache.get('patient')).toBe(8870);
  });
});
