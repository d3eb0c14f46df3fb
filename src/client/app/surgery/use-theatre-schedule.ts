import { useCallback, useState } from 'react';
import {
  newsConcernsDay,
  THEATRE_SCHEDULE_CHANGED,
  THEATRE_SCHEDULE_WATCH,
  type TheatreSchedule,
} from '../../../engine/wire/theatre-schedule';
import { failureMessage, toApiFailure } from '../../api/failure';
import { http } from '../../api/session';
import { useLiveRead } from '../../api/use-live-read';

/**
 * The theatre schedule of a day (today on the hospital's clock when `date` is empty), read again
 * whenever the server says a case, theatre, checklist step, count, PACU record or consumables
 * issue of that day was written (socket.io, no polling; use-live-read.ts): news of other days
 * is not read.
 */
export function useTheatreSchedule(date: string) {
  const [schedule, setSchedule] = useState<TheatreSchedule>();
  const [error, setError] = useState<string>();

  const read = useCallback(async () => {
    try {
      const { data } = await http.get<TheatreSchedule>('/api/surgery/schedule', {
        params: date ? { date } : {},
      });
      setSchedule(data);
      setError(undefined);
    } catch (failure) {
      setError(failureMessage(toApiFailure(failure)));
    }
  }, [date]);

  useLiveRead({
    watch: THEATRE_SCHEDULE_WATCH,
    news: THEATRE_SCHEDULE_CHANGED,
    // Another day is another read: the watch is asked again with it.
    payload: { date },
    read: () => void read(),
    // The day shown: the one asked for, or today's as the schedule read says it.
    accept: (news) => newsConcernsDay(news, date || schedule?.date),
    onRefused: (ack) => setError(ack.error.message),
  });

  return { schedule, error, read };
}

/** The calendar day `days` after `date` (yyyy-MM-dd), counted in UTC so no zone shifts it. */
export function shiftDay(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
