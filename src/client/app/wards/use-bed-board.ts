import { useCallback, useState } from 'react';
import { BED_BOARD_CHANGED, BED_BOARD_WATCH, type BedBoard } from '../../../engine/wire/bed-board';
import { failureMessage, toApiFailure } from '../../api/failure';
import { http } from '../../api/session';
import { useLiveRead } from '../../api/use-live-read';

/**
 * The bed board of one ward (or all, `ward` null), read from the server and read again
 * whenever the server says a bed, admission, transfer or bedside record was written
 * (socket.io, no polling; use-live-read.ts).
 */
export function useBedBoard(ward: number | null) {
  const [board, setBoard] = useState<BedBoard>();
  const [error, setError] = useState<string>();

  const read = useCallback(async () => {
    try {
      const { data } = await http.get<BedBoard>('/api/inpatient/board', {
        params: ward === null ? {} : { ward },
      });
      setBoard(data);
      setError(undefined);
    } catch (failure) {
      setError(failureMessage(toApiFailure(failure)));
    }
  }, [ward]);

  useLiveRead({
    watch: BED_BOARD_WATCH,
    news: BED_BOARD_CHANGED,
    payload: { ward },
    read: () => void read(),
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
