import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, parsePhone, phoneDigits } from '../../../../src/engine/format';

describe('phoneDigits', () => {
  it('strips non-digits', () => {
    expect(phoneDigits('+251 (91) 123-4567')).toBe('251911234567');
    expect(phoneDigits('abc')).toBe('');
    expect(phoneDigits(null)).toBe('');
  });
});

describe('formatPhone', () => {
  it('groups up to 9 digits 2-3-4 with dashes (spec 5.4)', () => {
    expect(formatPhone('911234567')).toBe('91-123-4567');
    expect(formatPhone('9112')).toBe('91-12');
    expect(formatPhone('91')).toBe('91');
    expect(formatPhone('91123')).toBe('91-123');
    expect(formatPhone('911234')).toBe('91-123-4');
    expect(formatPhone('')).toBe('');
  });

  it('replaces other separators by dashes', () => {
    expect(formatPhone('91 123 4567')).toBe('91-123-4567');
    expect(formatPhone('91.123.4567')).toBe('91-123-4567');
  });

  it('keeps digits beyond the ninth in the last group', () => {
    expect(formatPhone('91123456789')).toBe('91-123-456789');
  });

  it('round-trips: parsePhone(formatPhone(s)) === phoneDigits(s)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(parsePhone(formatPhone(s))).toBe(phoneDigits(s));
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,12}$/), (s) => {
        expect(parsePhone(formatPhone(s))).toBe(s);
      }),
    );
  });
});

describe('isValidPhone', () => {
  it('form profile: 6 to 11 digits', () => {
    expect(isValidPhone('123456', 'form')).toBe(true);
    expect(isValidPhone('12345678901', 'form')).toBe(true);
    expect(isValidPhone('12345', 'form')).toBe(false);
    expect(isValidPhone('123456789012', 'form')).toBe(false);
    expect(isValidPhone('91-123-4567')).toBe(true);
  });

  it('field profile: exactly 9 digits starting with 7 or 9', () => {
    expect(isValidPhone('911234567', 'field')).toBe(true);
    expect(isValidPhone('711234567', 'field')).toBe(true);
    expect(isValidPhone('91-123-4567', 'field')).toBe(true);
    expect(isValidPhone('811234567', 'field')).toBe(false);
    expect(isValidPhone('91123456', 'field')).toBe(false);
    expect(isValidPhone('9112345678', 'field')).toBe(false);
  });
});

describe('never throws', () => {
  it('on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        phoneDigits(raw);
        formatPhone(raw);
        parsePhone(raw);
        isValidPhone(raw, 'form');
        isValidPhone(raw, 'field');
      }),
    );
  });
});
