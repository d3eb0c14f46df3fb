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
import { useMinuteClock } from '../../state/minute-clock';
import { shared } from '../../state/shared';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';
import { useEngineUser } from '../models/engine-user';
import { useLiveWorklist, type WorklistSource } from '../worklist/use-live-worklist';
import { useWorklistAddress } from '../worklist/use-worklist-address';
import { WorklistFilter, WorklistStatusFilter } from '../worklist/WorklistControls';
import { WorklistFrame } from '../worklist/WorklistFrame';
import { RadiologyWorklistTable, type RowSteps } from './RadiologyWorklistTable';

/** The modalities a radiology test offers (its schema's options), before the list is read. */
const modalityIds = (meta: ReturnType<typeof useMeta>) =>
  (meta.models.radiologyTest?.fields.modality?.options ?? []).map((option) => String(option.id));

const RADIOLOGY_SOURCE: WorklistSource = {
  path: '/api/radiology/worklist',
  watch: RADIOLOGY_WORKLIST_WATCH,
  news: RADIOLOGY_WORKLIST_CHANGED,
};

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
  const loaded = useLiveWorklist<RadiologyWorklist>(
    RADIOLOGY_SOURCE,
    filters,
    page,
    WORKLIST_DEFAULT_LIMIT,
  );
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
  return (
    <WorklistFrame
      loaded={loaded}
      model="radiologyRequest"
      title={screen.title}
      onPage={(next) => go({ page: next })}
    >
      {(list) => {
        const today = list.rows.filter((row) => row.today).length;
        const modalityName = list.modalities.find((m) => m.id === modality)?.name;
        return (
          <>
            <div className="flex flex-wrap gap-4">
              <WorklistStatusFilter
                states={RADIOLOGY_WORKLIST_STATES}
                counts={list.counts}
                value={status}
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
          </>
        );
      }}
    </WorklistFrame>
  );
}
