import { useCallback, useEffect, useState } from 'react';
import type { TheatreSchedule } from '../../../engine/wire/theatre-schedule';
import { failureMessage, toApiFailure } from '../../api/failure';
import { http } from '../../api/session';

/** The theatre schedule of a day (today on the hospital's clock when `date` is empty). */
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

  useEffect(() => {
    void read();
  }, [read]);

  return { schedule, error, read };
}

/** The calendar day `days` after `date` (yyyy-MM-dd), counted in UTC so no zone shifts it. */
export function shiftDay(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
