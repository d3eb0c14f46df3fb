import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { type GridRow, resolveColumns } from '../../grid';
import { Pager } from '../../grid/server-list/Pager';
import { GridView } from '../../grid/view/GridView';
import { HEADER_HEIGHT, ROW_HEIGHT } from '../../grid/virtual/rows-in-view';
import { shared } from '../../state/shared';
import { ActivityFilters, type ActivityFilterValues } from '../account/ActivityFilters';
import { Outcome } from '../account/AuthCard';
import { accountApi } from '../account/account-api';
import { activityColumns, dayBoundary, KNOWN_ENTITIES } from '../account/activity-view';
import { useLoaded } from '../account/use-loaded';
import { PageTitle } from '../layout/PageTitle';
import { useMeta } from '../meta/MetaProvider';
import { RequireView } from '../meta/RequireView';
import { isRefusal, pageRefusal, serverRefusal } from '../meta/refusal';
import { NotAllowedPage } from './NotAllowedPage';

const PAGE_SIZE = 25;
const NO_FILTERS: ActivityFilterValues = { action: '', entity: '', from: '', to: '' };

/**
 * The activity log, newest first (`GET /api/activities`). The server shows everyone's entries
 * to holders of View All Activities and only one's own to the others.
 */
export function ActivitiesPage() {
  return (
    <RequireView entity="activities">
      <ActivitiesPageContent />
    </RequireView>
  );
}

function ActivitiesPageContent() {
  const meta = useMeta();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const entities = useMemo(
    () => [...new Set([...KNOWN_ENTITIES, ...Object.keys(meta.models)])].sort(),
    [meta.models],
  );
  const { settings } = useSnapshot(shared);
  const columns = useMemo(
    () => resolveColumns(activityColumns(settings.timeZone), { editable: false, deletable: false }),
    [settings.timeZone],
  );
  const from = dayBoundary(filters.from, false, settings.timeZone);
  const to = dayBoundary(filters.to, true, settings.timeZone);
  const problem =
    from && to && from > to ? 'The From day must not be after the To day.' : undefined;
  const query = {
    page,
    pageSize: PAGE_SIZE,
    action: filters.action,
    entity: filters.entity,
    from,
    to,
  };
  const list = useLoaded(problem ? 'invalid' : JSON.stringify(query), (signal) =>
    problem ? Promise.resolve(undefined) : accountApi.activities(query, signal),
  );

  // Rights changed since the meta loaded: the server's refusal is the page's.
  if (isRefusal(list.status))
    return (
      <NotAllowedPage refusal={serverRefusal(pageRefusal(meta, 'activities'), list.error ?? '')} />
    );
  return (
    <section aria-labelledby="activities-title" className="flex flex-col gap-4">
      <PageTitle parts={['Activities']} />
      <h1 id="activities-title" className="text-2xl font-semibold">
        Activities
      </h1>
      <ActivityFilters
        values={filters}
        entities={entities}
        problem={problem}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {list.error && <Outcome ok={false} message={list.error} />}
      <GridView
        label="Activities"
        columns={columns}
        rows={(problem ? [] : (list.value?.rows ?? [])) as unknown as GridRow[]}
        busy={list.loading}
        rowOffset={(page - 1) * PAGE_SIZE}
        totalRows={list.value?.total}
        emptyText={list.loading ? 'Loading…' : 'No data found'}
        maxHeight={HEADER_HEIGHT + ROW_HEIGHT * PAGE_SIZE + 2}
      />
      <Pager
        page={page}
        pageSize={PAGE_SIZE}
        total={problem ? 0 : (list.value?.total ?? 0)}
        onPage={setPage}
      />
    </section>
  );
}
