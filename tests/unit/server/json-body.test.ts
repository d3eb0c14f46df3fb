import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from '../../../src/server/plugins/json-body';

describe('nestsDeeperThan', () => {
  it('counts objects and lists inside one another, not side by side', () => {
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":[2]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('[{},{},{},{}]', 2)).toBe(false);
    expect(nestsDeeperThan('1', 0)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[[","b":"\\\\"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a\\"[[":"x"}', 1)).toBe(false);
    // After an escaped backslash the quote closes the string: the next bracket counts.
    expect(nestsDeeperThan('{"a":"\\\\","b":[1]}', 1)).toBe(true);
  });

  it('walks a 10,000-deep text without recursion', () => {
    expect(nestsDeeperThan('['.repeat(10_000) + ']'.repeat(10_000), 32)).toBe(true);
  });
});
