import type { PageScreen } from '../../../engine/registry/types';
import {
  LAB_WORKLIST_CHANGED,
  LAB_WORKLIST_DEFAULT_LIMIT,
  LAB_WORKLIST_STATES,
  LAB_WORKLIST_WATCH,
  type LabWorklist,
} from '../../../engine/wire/lab-worklist';
import { http } from '../../api/session';
import { useLiveRead } from '../../api/use-live-read';
import { buttonClass } from '../../forms/widgets/shared';
import { useMinuteClock } from '../../state/minute-clock';
import { useLoaded } from '../account/use-loaded';
import { PageLoader } from '../layout/PageLoader';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';
import { isRefusal, recordsRefusal, serverRefusal } from '../meta/refusal';
import { PageHeading, PageProblem } from '../models/PageHeading';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { useWorklistAddress } from '../worklist/use-worklist-address';
import { WorklistFilter, WorklistPager } from '../worklist/WorklistControls';
import { LabWorklistTable } from './LabWorklistTable';

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
  const limit = LAB_WORKLIST_DEFAULT_LIMIT;
  const loaded = useLoaded(`${status ?? ''}:${page}`, async (signal) => {
    const params = { ...(status ? { status } : {}), page, limit };
    return (await http.get<LabWorklist>('/api/lab/worklist', { params, signal })).data;
  });
  // Live (socket.io, no polling): the page shown, its filters kept, is read again when told.
  useLiveRead({
    watch: LAB_WORKLIST_WATCH,
    news: LAB_WORKLIST_CHANGED,
    read: loaded.reload,
    readAtOnce: false,
  });

  if (isRefusal(loaded.status))
    return (
      <NotAllowedPage
        refusal={serverRefusal(recordsRefusal(meta, 'labRequest', 'view'), loaded.error ?? '')}
      />
    );
  const list = loaded.value;
  if (loaded.error && !list) return <PageProblem title={screen.title} message={loaded.error} />;
  if (!list) return <PageLoader />;
  const overdue = list.rows.filter((row) => row.overdue).length;
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <PageHeading title={screen.title}>
        <button type="button" className={buttonClass} onClick={loaded.reload}>
          Refresh
        </button>
      </PageHeading>
      <WorklistFilter
        label="Status"
        value={status}
        all={`All open (${LAB_WORKLIST_STATES.reduce((n, s) => n + list.counts[s], 0)})`}
        choices={LAB_WORKLIST_STATES.map((state) => ({
          value: state,
          label: `${state} (${list.counts[state]})`,
        }))}
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
      <WorklistPager
        page={list.page}
        total={list.total}
        limit={list.limit}
        onPage={(next) => go({ page: next })}
      />
    </div>
  );
}
