import { Link } from 'react-router';
import type { LabWorklist, LabWorklistRow } from '../../../engine/wire/lab-worklist';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { minutesSince } from '../../state/minute-clock';
import { waitedText } from '../emergency/use-emergency-board';
import { adminPath } from '../layout/Navigation';
import { modelPath } from '../models/model-path';
import { WORKLIST_BADGE, WORKLIST_LINK, worklistLeadColumns } from '../worklist/worklist-columns';

const LINK = WORKLIST_LINK;
const OVERDUE_ROW = 'bg-amber-50 dark:bg-amber-950';
const BADGE = WORKLIST_BADGE;

/** A new sample of this request (its form fills in the request and the type it lacks first). */
const collectOf = (row: LabWorklistRow) =>
  `${adminPath(modelPath({ parents: [], model: 'labSample', view: 'new' }))}?prefill.lab_request=${row.id}${
    row.next_sample_type === null ? '' : `&prefill.sample_type=${row.next_sample_type}`
  }`;
/** The result entry page of a request (the results page, route lab_results/entry/:requestId). */
const resultsOf = (id: number) => adminPath(`lab_results/entry/${id}`);

const clockOf = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * The worklist's rows: priority (STAT marked), request, patient and MRN, tests, status with
 * what samples it still lacks, and its age at `now` (the screen's minute clock); a request past
 * its due time is shaded and says "Overdue" in words (never colour alone). Collect sample while
 * a sample is missing, Enter results once the samples are in, for those who may.
 */
export function LabWorklistTable({
  list,
  now,
  mayCollect,
  mayEnter,
}: {
  list: LabWorklist;
  now: number;
  mayCollect: boolean;
  mayEnter: boolean;
}) {
  const name = (row: LabWorklistRow) =>
    list.titles.patient?.[String(row.patient)] ?? `Patient #${row.patient}`;
  const late = (row: LabWorklistRow) => row.due_at !== null && Date.parse(row.due_at) < now;
  const columns: DataColumn<LabWorklistRow>[] = [
    ...worklistLeadColumns<LabWorklistRow>('labRequest', name),
    {
      key: 'tests',
      header: 'Tests',
      cell: (row) => (
        <span title={row.tests.map((t) => `${t.code}: ${t.name}`).join('\n')}>
          {row.tests.map((t) => t.code).join(', ')}
        </span>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <>
          {row.status}
          {row.status !== 'Sample Collected' && <SamplesWanted row={row} />}
        </>
      ),
    },
    {
      key: 'age',
      header: 'Age',
      numeric: true,
      cell: (row) =>
        row.ordered_at === null ? (
          '-'
        ) : (
          <>
            {waitedText(minutesSince(row.ordered_at, now))}
            {late(row) && (
              <span className={`${BADGE} bg-amber-200 text-amber-950`}>
                Overdue
                <span className="sr-only">, due {clockOf(row.due_at as string)}</span>
              </span>
            )}
          </>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      hiddenHeader: true,
      end: true,
      cell: (row) => (
        <span className="flex justify-end gap-2 whitespace-nowrap">
          {mayCollect && row.samples_missing.length > 0 && (
            <Link
              to={collectOf(row)}
              className={LINK}
              aria-label={`Collect sample for ${row.request_number}, ${name(row)}`}
            >
              Collect sample
            </Link>
          )}
          {mayEnter && row.status !== 'Requested' && (
            <Link
              to={resultsOf(row.id)}
              className={LINK}
              aria-label={`Enter results for ${row.request_number}, ${name(row)}`}
            >
              Enter results
            </Link>
          )}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption="Open lab requests"
      columns={columns}
      rows={list.rows}
      rowKey={(row) => row.id}
      rowClass={(row) => (late(row) ? OVERDUE_ROW : undefined)}
      alignTop
    />
  );
}

/** What a request still lacks: a rejected type asks for a new sample, one never taken is needed. */
function SamplesWanted({ row }: { row: LabWorklistRow }) {
  const redo = new Set(row.samples_resample);
  const needs = row.samples_missing.filter((type) => !redo.has(type));
  return (
    <>
      {redo.size > 0 && (
        <span className="block text-xs text-slate-600 dark:text-slate-300">
          New sample needed: {[...redo].join(', ')}
        </span>
      )}
      {needs.length > 0 && (
        <span className="block text-xs text-slate-600 dark:text-slate-300">
          Needs: {needs.join(', ')}
        </span>
      )}
    </>
  );
}
