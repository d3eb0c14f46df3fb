import { useCallback, useState } from 'react';
import {
  EMERGENCY_BOARD_WATCH,
  EMERGENCY_CHANGED,
  type EmergencyBoard,
} from '../../../engine/wire/emergency-board';
import { failureMessage, toApiFailure } from '../../api/failure';
import { http } from '../../api/session';
import { useLiveRead } from '../../api/use-live-read';

/**
 * The emergency board, read from the server and read again whenever the server says an
 * emergency was written (socket.io, no polling; use-live-read.ts).
 */
export function useEmergencyBoard() {
  const [board, setBoard] = useState<EmergencyBoard>();
  const [error, setError] = useState<string>();

  const read = useCallback(async () => {
    try {
      const { data } = await http.get<EmergencyBoard>('/api/emergency/board');
      setBoard(data);
      setError(undefined);
    } catch (failure) {
      setError(failureMessage(toApiFailure(failure)));
    }
  }, []);

  useLiveRead({
    watch: EMERGENCY_BOARD_WATCH,
    news: EMERGENCY_CHANGED,
    read: () => void read(),
    onRefused: (ack) => setError(ack.error.message),
  });

  return { board, error };
}

/** "45 min", "2 h 05 min": how long someone has waited, as a board reads it. */
export function waitedText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
