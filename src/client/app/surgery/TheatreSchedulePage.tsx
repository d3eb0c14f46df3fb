import { useState } from 'react';
import type { PageScreen } from '../../../engine/registry/types';
import { PageLoader } from '../layout/PageLoader';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';
import { PageProblem } from '../models/PageHeading';
import { TheatreScheduleView } from './TheatreScheduleView';
import { useTheatreSchedule } from './use-theatre-schedule';

/**
 * The surgery page: the theatre schedule of a day (today unless another is picked), one section
 * per operating room with its cases in time order, each opening its case; the day's cases by
 * state; Book a case (the case form) for those who may add cases. Live: read again on the
 * server's news of a case or theatre written (use-theatre-schedule.ts).
 */
export function TheatreSchedulePage({ screen }: { screen: PageScreen }) {
  const meta = useMeta();
  const [date, setDate] = useState('');
  const { schedule, error } = useTheatreSchedule(date);
  if (error && !schedule) return <PageProblem title={screen.title} message={error} />;
  if (!schedule) return <PageLoader />;
  return (
    <TheatreScheduleView
      title={screen.title}
      schedule={schedule}
      mayBook={mayDo(meta, 'surgicalCase', 'add')}
      onDay={setDate}
      problem={error}
    />
  );
}
