import { useSnapshot } from 'valtio';
import { mayTake } from '../../../engine/permissions/transitions';
import type { PageScreen } from '../../../engine/registry/types';
import {
  RADIOLOGY_WORKLIST_CHANGED,
  RADIOLOGY_WORKLIST_STATES,
  RADIOLOGY_WORKLIST_WATCH,
  type RadiologyWorklist,
} from '../../../engine/wire/radiology-worklist';
import { WORKLIST_DEFAULT_LIMIT } from '../../../engine/wire/worklist';
import { http } from '../../api/session';
import { useLiveRead } from '../../api/use-live-read';
import { buttonClass } from '../../forms/widgets/shared';
import { useMinuteClock } from '../../state/minute-clock';
import { shared } from '../../state/shared';
import { useLoaded } from '../account/use-loaded';
import { PageLoader } from '../layout/PageLoader';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';
import { isRefusal, recordsRefusal, serverRefusal } from '../meta/refusal';
import { useEngineUser } from '../models/engine-user';
import { PageHeading, PageProblem } from '../models/PageHeading';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { useWorklistAddress } from '../worklist/use-worklist-address';
import { WorklistFilter, WorklistPager } from '../worklist/WorklistControls';
import { RadiologyWorklistTable, type RowSteps } from './RadiologyWorklistTable';

/** The modalities a radiology test offers (its schema's options), before the list is read. */
const modalityIds = (meta: ReturnType<typeof useMeta>) =>
  (meta.models.radiologyTest?.fields.modality?.options ?? []).map((option) => String(option.id));

/**
 * Radiology's worklist: the requests to schedule, perform and report, today's first, then
 * STAT, Urgent, Routine, the earliest first within each; filtered by status and modality and
 * paged through the address (?status=&modality=&page=), as the lab worklist is (the filters,
 * pager and address are the worklists' shared parts). Each row leads to its next step. Live:
 * read again whenever a radiology request or report is written (radiologyWorklist:changed).
 */
export function RadiologyWorklistPage({ screen }: { screen: PageScreen }) {
  const meta = useMeta();
  const user = useEngineUser(meta);
  const { settings } = useSnapshot(shared);
  const now = useMinuteClock();
  const { filters, page, go } = useWorklistAddress({
    status: RADIOLOGY_WORKLIST_STATES,
    modality: modalityIds(meta),
  });
  const { status, modality } = filters;
  const limit = WORKLIST_DEFAULT_LIMIT;
  const loaded = useLoaded(`${status ?? ''}:${modality ?? ''}:${page}`, async (signal) => {
    const params = {
      ...(status ? { status } : {}),
      ...(modality ? { modality } : {}),
      page,
      limit,
    };
    return (await http.get<RadiologyWorklist>('/api/radiology/worklist', { params, signal })).data;
  });
  // Live (socket.io, no polling): the page shown, its filters kept, is read again when told.
  useLiveRead({
    watch: RADIOLOGY_WORKLIST_WATCH,
    news: RADIOLOGY_WORKLIST_CHANGED,
    read: loaded.reload,
    readAtOnce: false,
  });

  if (isRefusal(loaded.status))
    return (
      <NotAllowedPage
        refusal={serverRefusal(
          recordsRefusal(meta, 'radiologyRequest', 'view'),
          loaded.error ?? '',
        )}
      />
    );
  const list = loaded.value;
  if (loaded.error && !list) return <PageProblem title={screen.title} message={loaded.error} />;
  if (!list) return <PageLoader />;
  const transitions = meta.models.radiologyRequest?.workflow?.transitions ?? [];
  const mayStep = (to: string) =>
    transitions.some(
      (t) => t.to === to && mayTake(t, user, mayDo(meta, 'radiologyRequest', 'edit')),
    );
  const may: RowSteps = {
    schedule: mayStep('Scheduled'),
    perform: mayStep('Performed'),
    report: mayDo(meta, 'radiologyResult', 'add'),
  };
  const today = list.rows.filter((row) => row.today).length;
  const modalityName = list.modalities.find((m) => m.id === modality)?.name;
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <PageHeading title={screen.title}>
        <button type="button" className={buttonClass} onClick={loaded.reload}>
          Refresh
        </button>
      </PageHeading>
      <div className="flex flex-wrap gap-4">
        <WorklistFilter
          label="Status"
          value={status}
          all={`All open (${RADIOLOGY_WORKLIST_STATES.reduce((n, s) => n + list.counts[s], 0)})`}
          choices={RADIOLOGY_WORKLIST_STATES.map((state) => ({
            value: state,
            label: `${state} (${list.counts[state]})`,
          }))}
          onChange={(value) => go({ status: value, page: 1 })}
        />
        <WorklistFilter
          label="Modality"
          value={modality}
          all="All modalities"
          choices={list.modalities.map((m) => ({ value: m.id, label: m.name }))}
          onChange={(value) => go({ modality: value, page: 1 })}
        />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {list.total === 0
          ? `No open radiology requests${modalityName ? ` for ${modalityName}` : ''}.`
          : `${list.total} open ${list.total === 1 ? 'request' : 'requests'}${modalityName ? ` for ${modalityName}` : ''}${today > 0 ? `, ${today} of today on this page` : ''}: today's first, then STAT, Urgent and Routine, the earliest first within each.`}
        {loaded.error && ` The list could not be read again: ${loaded.error}`}
      </p>
      {list.rows.length > 0 && (
        <RadiologyWorklistTable list={list} now={now} zone={settings.timeZone} may={may} />
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
