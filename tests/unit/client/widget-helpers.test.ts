import { describe, expect, it } from 'vitest';
import { normalizeHex } from '../../../src/client/forms/widgets/color-hex';
import { resolveDateBound, tidyDateText } from '../../../src/client/forms/widgets/date-bounds';
import { caretAfterDigits } from '../../../src/client/forms/widgets/phone/caret';

describe('caretAfterDigits', () => {
  it('places the caret after the same digit in the grouped number', () => {
    expect(caretAfterDigits('91-123-4567', 0)).toBe(0);
    expect(caretAfterDigits('91-123-4567', 2)).toBe(2);
    expect(caretAfterDigits('91-123-4567', 3)).toBe(4);
    expect(caretAfterDigits('91-123-4567', 9)).toBe(11);
    expect(caretAfterDigits('91', 5)).toBe(2);
  });
});

describe('normalizeHex', () => {
  it('reads 3 and 6 digit colours with or without #', () => {
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
    expect(normalizeHex('0ea5e9')).toBe('#0ea5e9');
    expect(normalizeHex(' #0EA5E9 ')).toBe('#0ea5e9');
    expect(normalizeHex('#12345')).toBeUndefined();
    expect(normalizeHex('red')).toBeUndefined();
  });
});

describe('resolveDateBound', () => {
  const now = new Date('2026-03-01T03:00:00Z');

  it('reads today in the hospital zone', () => {
    expect(resolveDateBound('today', 'America/New_York', now)).toBe('2026-02-28');
    expect(resolveDateBound('Today', 'Africa/Addis_Ababa', now)).toBe('2026-03-01');
    expect(resolveDateBound('today', 'Not/AZone', now)).toBe('2026-03-01');
  });

  it('reads ISO dates, datetimes and form dates; refuses others', () => {
    expect(resolveDateBound('2026-05-04', 'UTC')).toBe('2026-05-04');
    expect(resolveDateBound('2026-05-04T10:00:00Z', 'UTC')).toBe('2026-05-04');
    expect(resolveDateBound('4-5-2026', 'UTC')).toBe('2026-05-04');
    expect(resolveDateBound('2026-02-30', 'UTC')).toBeUndefined();
    expect(resolveDateBound(undefined, 'UTC')).toBeUndefined();
  });
});

describe('tidyDateText', () => {
  it('turns other separators into dashes and dashes eight digits', () => {
    expect(tidyDateText('21/11/2026')).toBe('21-11-2026');
    expect(tidyDateText('21.11.2026')).toBe('21-11-2026');
    expect(tidyDateText('21112026')).toBe('21-11-2026');
    expect(tidyDateText('2111')).toBe('2111');
  });
});
