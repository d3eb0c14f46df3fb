import { describe, expect, it } from 'vitest';
import {
  DEFAULT_START,
  forgetStartLocation,
  rememberStartLocation,
  START_LOCATION_KEY,
  startLocation,
} from '../../../../src/client/app/guards/start-location';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the stored starting location (spec 2.2)', () => {
  it('is where the person was going, until it is forgotten; then /admin', () => {
    const storage = memoryStorage();
    expect(startLocation(storage)).toBe(DEFAULT_START);
    rememberStartLocation('/admin/main/patients?page=2', storage);
    expect(startLocation(storage)).toBe('/admin/main/patients?page=2');
    expect(startLocation(storage)).toBe('/admin/main/patients?page=2');
    forgetStartLocation(storage);
    expect(startLocation(storage)).toBe(DEFAULT_START);
  });

  it('never leads off the site or back to a sign-in page', () => {
    const storage = memoryStorage();
    for (const stored of ['//evil.example/x', 'https://evil.example', 'admin', '/auth/login']) {
      storage.setItem(START_LOCATION_KEY, stored);
      expect(startLocation(storage), stored).toBe(DEFAULT_START);
    }
  });

  it('works without storage (blocked by the browser)', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(() => rememberStartLocation('/admin/main/users', blocked)).not.toThrow();
    expect(startLocation(blocked)).toBe(DEFAULT_START);
    expect(() => forgetStartLocation(blocked)).not.toThrow();
  });
});
