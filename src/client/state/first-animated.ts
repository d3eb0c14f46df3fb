import { proxy } from 'valtio';

/** Spec 4 and 9: the first-animated flag turns on 5000 ms after the app starts. */
export const FIRST_ANIMATED_DELAY_MS = 5000;

export const firstAnimated = proxy({ on: false });

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Starts the one timer that turns the flag on; calling it again while it runs or after it
 * fired does nothing, so a hot reload or a second caller cannot restart the 5 seconds.
 * Returns a function that cancels a timer still pending (for tests and teardown).
 */
export function startFirstAnimatedTimer(
  schedule: (run: () => void, ms: number) => ReturnType<typeof setTimeout> = setTimeout,
): () => void {
  if (timer === undefined && !firstAnimated.on) {
    timer = schedule(() => {
      firstAnimated.on = true;
    }, FIRST_ANIMATED_DELAY_MS);
  }
  return () => {
    if (timer !== undefined && !firstAnimated.on) clearTimeout(timer);
    timer = undefined;
  };
}
