import { useCallback, useState } from 'react';
import {
  BED_BOARD_CHANGED,
  BED_BOARD_WATCH,
  type WardCensus,
} from '../../../engine/wire/bed-board';
import { failureMessage, toApiFailure } from '../../api/failure';
import { http } from '../../api/session';
import { useLiveRead } from '../../api/use-live-read';

/**
 * The wards' census of a day (today when `date` is empty), read again on the bed board's news
 * (socket.io): a bed, admission or transfer written anywhere changes its counts.
 */
export function useWardCensus(date: string) {
  const [census, setCensus] = useState<WardCensus>();
  const [error, setError] = useState<string>();

  const read = useCallback(async () => {
    try {
      const { data } = await http.get<WardCensus>('/api/inpatient/census', {
        params: date ? { date } : {},
      });
      setCensus(data);
      setError(undefined);
    } catch (failure) {
      setError(failureMessage(toApiFailure(failure)));
    }
  }, [date]);

  useLiveRead({
    watch: BED_BOARD_WATCH,
    news: BED_BOARD_CHANGED,
    payload: { census: date },
    read: () => void read(),
    onRefused: (ack) => setError(ack.error.message),
  });

  return { census, error };
}
