import { useCallback, useEffect, useState } from 'react';
import {
  EMERGENCY_BOARD_WATCH,
  EMERGENCY_CHANGED,
  type EmergencyBoard,
  type EmergencyBoardWatchAck,
} from '../../../engine/wire/emergency-board';
import { failureMessage, toApiFailure } from '../../api/failure';
import { appRealtime } from '../../api/realtime';
import { http } from '../../api/session';

/**
 * The emergency board, read from the server and read again whenever the server says an
 * emergency was written (socket.io, no polling). The watch is asked again on every
 * (re)connection, and the board read then, so nothing written while it was down is missed.
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

  useEffect(() => {
    void read();
    const realtime = appRealtime();
    if (!realtime) return;
    const watch = () => {
      realtime
        .request<EmergencyBoardWatchAck>(EMERGENCY_BOARD_WATCH, {})
        .then((ack) => {
          if (ack.ok) void read();
        })
        .catch(() => {});
    };
    if (realtime.status.connected) watch();
    const stopConnect = realtime.on('connect', watch);
    const stopNews = realtime.on(EMERGENCY_CHANGED, () => void read());
    return () => {
      stopConnect();
      stopNews();
    };
  }, [read]);

  return { board, error };
}

/** The client's clock, read again at each new minute (the board's waiting times tick with it). */
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
        60_000 - (Date.now() % 60_000),
      );
    };
    next();
    return () => clearTimeout(timer);
  }, []);
  return now;
}

/** Whole minutes from an arrival to `now` (never below 0, for a clock a little behind). */
export function minutesSince(arrivedAt: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(arrivedAt)) / 60_000));
}

/** "45 min", "2 h 05 min": how long someone has waited, as a board reads it. */
export function waitedText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
