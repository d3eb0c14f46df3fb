import { useEffect, useState } from 'react';

/** A module loaded on first use (its own chunk) and kept. */
export interface LazyModule<T> {
  /** The module, once in. */
  current(): T | undefined;
  /** Loads it (once; a failed load is asked again by the next call). */
  get(): Promise<T>;
}

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    current: () => value,
    get() {
      loading ??= load().then(
        (module) => {
          value = module;
          return module;
        },
        (failure: unknown) => {
          loading = undefined;
          throw failure;
        },
      );
      return loading;
    },
  };
}

/**
 * The module at once when it is in, else undefined and a render again when it arrives (or
 * `failed`); `wanted` false loads nothing (a hook is called on every render). Not React.lazy: a
 * lazy component suspends on its first render even when the module is in, and React holds a
 * revealed Suspense boundary back for up to 300 ms.
 */
export function useLazyModule<T>(
  lazy: LazyModule<T>,
  wanted = true,
): { module?: T; failed?: boolean } {
  const [state, setState] = useState<{ module?: T; failed?: boolean }>(() => ({
    module: lazy.current(),
  }));
  // Asked as soon as it renders (the same request as the effect's below: it is made once).
  if (wanted && !state.module && !state.failed) void lazy.get().catch(() => undefined);
  useEffect(() => {
    if (!wanted || state.module || state.failed) return;
    let live = true;
    lazy.get().then(
      (module) => live && setState({ module }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [lazy, wanted, state.module, state.failed]);
  // Loaded meanwhile by another user of the module (the state keeps its first render's view).
  const now = lazy.current();
  return !state.module && now ? { module: now } : state;
}
