import { describe, expect, it } from 'vitest';
import {
  REMEMBERED_PREFIX,
  readRemembered,
  writeRemembered,
} from '../../../src/client/state/remembered';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const blocked = {
  getItem(): string | null {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem(): void {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('remembered choices', () => {
  it('stores JSON under the tena. prefix and reads it back', () => {
    const storage = memoryStorage();
    writeRemembered('tabs.patient', 'visits', storage);
    expect(REMEMBERED_PREFIX).toBe('tena.');
    expect(storage.items.get('tena.tabs.patient')).toBe('"visits"');
    expect(readRemembered('tabs.patient', 'overview', storage)).toBe('visits');
    writeRemembered('steps.booking', 2, storage);
    expect(readRemembered('steps.booking', 0, storage)).toBe(2);
  });

  it('falls back when nothing is stored or the stored text is not JSON', () => {
    const storage = memoryStorage();
    expect(readRemembered('missing', 'first', storage)).toBe('first');
    storage.items.set('tena.broken', '{not json');
    expect(readRemembered('broken', 'first', storage)).toBe('first');
  });

  it('is safe when storage is blocked or missing', () => {
    expect(readRemembered('any', 7, blocked)).toBe(7);
    expect(() => writeRemembered('any', 7, blocked)).not.toThrow();
    expect(readRemembered('any', 7, undefined)).toBe(7);
    expect(() => writeRemembered('any', 7, undefined)).not.toThrow();
  });
});
