import { useCallback, useState } from 'react';

/** Browser-kept choices (spec 9 "Storage"): every key lives under the `tena.` prefix. */
export const REMEMBERED_PREFIX = 'tena.';

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

function defaultStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Some browsers throw on merely reading `localStorage` when storage is blocked.
    return undefined;
  }
}

/** The remembered value, or `fallback` when nothing (or nothing readable) is stored. */
export function readRemembered<T>(
  key: string,
  fallback: T,
  storage: ReadableStorage | undefined = defaultStorage(),
): T {
  try {
    const raw = storage?.getItem(REMEMBERED_PREFIX + key);
    return raw == null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/** Remembers `value`; blocked or full storage only means the choice is not kept. */
export function writeRemembered(
  key: string,
  value: unknown,
  storage: WritableStorage | undefined = defaultStorage(),
): void {
  try {
    storage?.setItem(REMEMBERED_PREFIX + key, JSON.stringify(value));
  } catch {
    // Nothing to do: the choice lasts for this page only.
  }
}

/**
 * A value kept in state and, when `key` is given, in browser storage too. `accept` rejects
 * stale stored values (a tab that no longer exists) in favour of `fallback`.
 */
export function useRemembered<T>(
  key: string | undefined,
  fallback: T,
  accept: (value: unknown) => boolean = () => true,
): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    if (!key) return fallback;
    const stored = readRemembered<unknown>(key, fallback);
    return accept(stored) ? (stored as T) : fallback;
  });
  const set = useCallback(
    (next: T) => {
      setValue(next);
      if (key) writeRemembered(key, next);
    },
    [key],
  );
  return [value, set];
}

/** The card a launcher page last opened, remembered under `key` (null until one is chosen). */
export function useRememberedChoice(key: string): [string | null, (choice: string) => void] {
  return useRemembered<string | null>(
    key,
    null,
    (value) => value === null || typeof value === 'string',
  ) as [string | null, (choice: string) => void];
}
