import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/**
 * The browser's clock, read again at each new minute: the waiting times of a board or queue tick
 * with it (the page's own clock, never a read of the server).
 */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(
        () => {
          setNow(Date.now());
          next();
        },
        MINUTE - (Date.now() % MINUTE),
      );
    };
    next();
    return () => clearTimeout(timer);
  }, []);
  return now;
}

/** Whole minutes from `since` (an ISO instant) to `now` (never below 0, for a clock a little behind). */
export function minutesSince(since: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(since)) / MINUTE));
}
