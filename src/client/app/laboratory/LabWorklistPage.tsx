import type { PageScreen } from '../../../engine/registry/types';
import {
  LAB_WORKLIST_CHANGED,
  LAB_WORKLIST_DEFAULT_LIMIT,
  LAB_WORKLIST_STATES,
  LAB_WORKLIST_WATCH,
  type LabWorklist,
} from '../../../engine/wire/lab-worklist';
import { useMinuteClock } from '../../state/minute-clock';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';
import { useLiveWorklist, type WorklistSource } from '../worklist/use-live-worklist';
import { useWorklistAddress } from '../worklist/use-worklist-address';
import { WorklistStatusFilter } from '../worklist/WorklistControls';
import { WorklistFrame } from '../worklist/WorklistFrame';
import { LabWorklistTable } from './LabWorklistTable';

const LAB_SOURCE: WorklistSource = {
  path: '/api/lab/worklist',
  watch: LAB_WORKLIST_WATCH,
  news: LAB_WORKLIST_CHANGED,
};

/**
 * The laboratory's worklist (the lab requests page): open requests, STAT first, the oldest
 * first within each priority, with their age and a mark on those past their due time; filtered
 * by state and paged through the address (?status=&page=), so a reload or a shared link shows
 * the same page. Each row collects a sample or enters results (LabWorklistTable). Live: read
 * again whenever a lab request, sample or result is written (labWorklist:changed).
 */
export function LabWorklistPage({ screen }: { screen: PageScreen }) {
  const meta = useMeta();
  const now = useMinuteClock();
  const { filters, page, go } = useWorklistAddress({ status: LAB_WORKLIST_STATES });
  const { status } = filters;
  const loaded = useLiveWorklist<LabWorklist>(
    LAB_SOURCE,
    filters,
    page,
    LAB_WORKLIST_DEFAULT_LIMIT,
  );
  return (
    <WorklistFrame
      loaded={loaded}
      model="labRequest"
      title={screen.title}
      onPage={(next) => go({ page: next })}
    >
      {(list) => {
        const overdue = list.rows.filter((row) => row.overdue).length;
        return (
          <>
            <WorklistStatusFilter
              states={LAB_WORKLIST_STATES}
              counts={list.counts}
              value={status}
              onChange={(value) => go({ status: value, page: 1 })}
            />
            <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
              {list.total === 0
                ? 'No open lab requests.'
                : `${list.total} open ${list.total === 1 ? 'request' : 'requests'}${overdue > 0 ? `, ${overdue} overdue on this page` : ''}: STAT first, then Urgent, then Routine, the oldest first within each.`}
              {loaded.error && ` The list could not be read again: ${loaded.error}`}
            </p>
            {list.rows.length > 0 && (
              <LabWorklistTable
                list={list}
                now={now}
                mayCollect={mayDo(meta, 'labSample', 'add')}
                mayEnter={mayDo(meta, 'labResult', 'add')}
              />
            )}
          </>
        );
      }}
    </WorklistFrame>
  );
}
