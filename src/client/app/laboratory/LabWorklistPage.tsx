import { useId } from 'react';
import { useSearchParams } from 'react-router';
import type { PageScreen } from '../../../engine/registry/types';
import {
  LAB_WORKLIST_DEFAULT_LIMIT,
  LAB_WORKLIST_STATES,
  type LabWorklist,
  type LabWorklistState,
} from '../../../engine/wire/lab-worklist';
import { http } from '../../api/session';
import { inputClass } from '../../forms/field-style';
import { buttonClass } from '../../forms/widgets/shared';
import { useMinuteClock } from '../../state/minute-clock';
import { useLoaded } from '../account/use-loaded';
import { PageLoader } from '../layout/PageLoader';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';
import { isRefusal, recordsRefusal, serverRefusal } from '../meta/refusal';
import { PageHeading, PageProblem } from '../models/PageHeading';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { LabWorklistTable } from './LabWorklistTable';

const isState = (value: string | null): value is LabWorklistState =>
  (LAB_WORKLIST_STATES as readonly string[]).includes(String(value));

/**
 * The laboratory's worklist (the lab requests page): open requests, STAT first, the oldest
 * first within each priority, with their age and a mark on those past their due time; filtered
 * by state and paged through the address (?status=&page=), so a reload or a shared link shows
 * the same page. Each row collects a sample or enters results (LabWorklistTable).
 */
export function LabWorklistPage({ screen }: { screen: PageScreen }) {
  const meta = useMeta();
  const filterId = useId();
  const now = useMinuteClock();
  const [search, setSearch] = useSearchParams();
  const status = isState(search.get('status'))
    ? (search.get('status') as LabWorklistState)
    : undefined;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const limit = LAB_WORKLIST_DEFAULT_LIMIT;
  const loaded = useLoaded(`${status ?? ''}:${page}`, async (signal) => {
    const params = { ...(status ? { status } : {}), page, limit };
    return (await http.get<LabWorklist>('/api/lab/worklist', { params, signal })).data;
  });
  const go = (next: { status?: string; page?: number }) => {
    const params = new URLSearchParams();
    const state = 'status' in next ? next.status : status;
    if (state) params.set('status', state);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearch(params);
  };

  if (isRefusal(loaded.status))
    return (
      <NotAllowedPage
        refusal={serverRefusal(recordsRefusal(meta, 'labRequest', 'view'), loaded.error ?? '')}
      />
    );
  const list = loaded.value;
  if (loaded.error && !list) return <PageProblem title={screen.title} message={loaded.error} />;
  if (!list) return <PageLoader />;
  const pages = Math.max(1, Math.ceil(list.total / list.limit));
  const overdue = list.rows.filter((row) => row.overdue).length;
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <PageHeading title={screen.title}>
        <button type="button" className={buttonClass} onClick={loaded.reload}>
          Refresh
        </button>
      </PageHeading>
      <div className="flex flex-col gap-1">
        <label htmlFor={filterId} className="text-sm font-medium">
          Status
        </label>
        <select
          id={filterId}
          value={status ?? ''}
          onChange={(event) => go({ status: event.target.value || undefined, page: 1 })}
          className={`${inputClass} min-h-[38px] w-64 text-sm`}
        >
          <option value="">
            All open ({LAB_WORKLIST_STATES.reduce((n, s) => n + list.counts[s], 0)})
          </option>
          {LAB_WORKLIST_STATES.map((state) => (
            <option key={state} value={state}>
              {state} ({list.counts[state]})
            </option>
          ))}
        </select>
      </div>
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
      {pages > 1 && (
        <nav aria-label="Worklist pages" className="flex items-center gap-3 text-sm">
          <button
            type="button"
            className={buttonClass}
            disabled={list.page <= 1}
            onClick={() => go({ page: list.page - 1 })}
          >
            Previous
          </button>
          <span>
            Page {list.page} of {pages}
          </span>
          <button
            type="button"
            className={buttonClass}
            disabled={list.page >= pages}
            onClick={() => go({ page: list.page + 1 })}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
