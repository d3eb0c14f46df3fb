import { useCallback, useRef, useState } from 'react';
import {
  BED_BOARD_CHANGED,
  BED_BOARD_WATCH,
  type BedBoard,
  type BedBoardWatchAck,
} from '../../../engine/wire/bed-board';
import { failureMessage, toApiFailure } from '../../api/failure';
import { http } from '../../api/session';
import { useLiveRead } from '../../api/use-live-read';

/**
 * The bed board of one ward (or all, `ward` null), read from the server and read again
 * whenever the server says a bed, admission, transfer or bedside record was written
 * (socket.io, no polling; use-live-read.ts). The board is read once as the page opens: when
 * the watch is granted it is read again only if news went out since that read began (the
 * read's and the acknowledgement's `changes`), not a second time for nothing.
 */
export function useBedBoard(ward: number | null) {
  const [board, setBoard] = useState<BedBoard>();
  const [error, setError] = useState<string>();
  // The latest read: the news it began after, once in (undefined when it failed).
  const latest = useRef<Promise<string | undefined>>(undefined);

  const read = useCallback(() => {
    const reading = (async () => {
      try {
        const { data } = await http.get<BedBoard>('/api/inpatient/board', {
          params: ward === null ? {} : { ward },
        });
        setBoard(data);
        setError(undefined);
        return data.changes;
      } catch (failure) {
        setError(failureMessage(toApiFailure(failure)));
        return undefined;
      }
    })();
    latest.current = reading;
    return reading;
  }, [ward]);

  /** Once the watch is granted: the newest read is checked against it, and repeated if older. */
  const readIfNewer = async (ack: BedBoardWatchAck) => {
    let asked = latest.current;
    let seen = asked && (await asked);
    while (latest.current !== asked) {
      asked = latest.current;
      seen = asked && (await asked);
    }
    if (seen === undefined || !ack.ok || seen !== ack.changes) void read();
  };

  useLiveRead({
    watch: BED_BOARD_WATCH,
    news: BED_BOARD_CHANGED,
    payload: { ward },
    read: () => void read(),
    onGranted: (ack) => void readIfNewer(ack as BedBoardWatchAck),
    onRefused: (ack) => setError(ack.error.message),
  });

  return { board, error, read };
}

/** "Admitted today", "1 day since admission", "12 days since admission". */
export function daysText(days: number | null): string {
  if (days === null) return '';
  if (days === 0) return 'Admitted today';
  return `${days} day${days === 1 ? '' : 's'} since admission`;
}
