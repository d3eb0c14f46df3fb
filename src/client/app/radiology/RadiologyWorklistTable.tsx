import { Link } from 'react-router';
import { splitInstant } from '../../../engine/format/dates';
import type {
  RadiologyWorklist,
  RadiologyWorklistRow,
} from '../../../engine/wire/radiology-worklist';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { minutesSince } from '../../state/minute-clock';
import { waitedText } from '../emergency/use-emergency-board';
import { adminPath } from '../layout/Navigation';
import { modelPath } from '../models/model-path';
import { WORKLIST_BADGE, WORKLIST_LINK, worklistLeadColumns } from '../worklist/worklist-columns';

const LINK = WORKLIST_LINK;
const TODAY_ROW = 'bg-sky-50 dark:bg-sky-950';

const pathOf = (model: string, view: 'detail' | 'edit' | 'new', id?: number) =>
  adminPath(modelPath({ parents: [], model, view, ...(id === undefined ? {} : { id }) }));
/** A new report of this request (its form fills in the request and the patient). */
const reportOf = (row: RadiologyWorklistRow) =>
  `${pathOf('radiologyResult', 'new')}?prefill.radiology_request=${row.id}&prefill.patient=${row.patient}`;

/** What the row waits for: the step it needs next, as its request's page offers it. */
export interface RowSteps {
  /** Whether this user may take the request's Schedule / Perform steps. */
  schedule: boolean;
  perform: boolean;
  /** Whether this user may write and edit reports. */
  report: boolean;
}

/**
 * The radiology worklist's rows: priority (STAT marked), request, patient and MRN, the
 * examination (test, modality, body part), status with its schedule (time on the hospital's
 * clock, room), and its age since requested; today's requests shaded and marked "Today" in
 * words. Schedule and Perform open the request, whose page asks the step's time and room;
 * Write report (Performed, none yet) and Continue report (a draft) open the report's form.
 */
export function RadiologyWorklistTable({
  list,
  now,
  zone,
  may,
}: {
  list: RadiologyWorklist;
  now: number;
  zone: string;
  may: RowSteps;
}) {
  const name = (row: RadiologyWorklistRow) =>
    list.titles.patient?.[String(row.patient)] ?? `Patient #${row.patient}`;
  const whenOf = (instant: string) => {
    const at = splitInstant(instant, zone);
    const day = splitInstant(list.at, zone)?.date;
    return at ? (at.date === day ? `today ${at.time}` : `${at.date} ${at.time}`) : '';
  };
  const step = (row: RadiologyWorklistRow, words: string, to: string) => (
    <Link to={to} className={LINK} aria-label={`${words}: ${row.request_number}, ${name(row)}`}>
      {words}
    </Link>
  );
  const columns: DataColumn<RadiologyWorklistRow>[] = [
    ...worklistLeadColumns<RadiologyWorklistRow>('radiologyRequest', name),
    {
      key: 'examination',
      header: 'Examination',
      cell: (row) => (
        <>
          {row.test.name}
          <span className="block text-xs text-slate-600 dark:text-slate-300">
            {[row.test.modality, row.body_part].filter(Boolean).join(' · ')}
          </span>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <>
          {row.status}
          {row.scheduled_at && row.status === 'Scheduled' && (
            <span className="block text-xs text-slate-600 dark:text-slate-300">
              {whenOf(row.scheduled_at)}
              {row.room ? `, ${row.room}` : ''}
            </span>
          )}
          {row.status === 'Performed' && (
            <span className="block text-xs text-slate-600 dark:text-slate-300">
              {row.report ? `Report: ${row.report.status}` : 'Awaiting report'}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'age',
      header: 'Waiting',
      numeric: true,
      cell: (row) => (
        <>
          {row.requested_at === null ? '-' : waitedText(minutesSince(row.requested_at, now))}
          {row.today && <span className={`${WORKLIST_BADGE} bg-sky-200 text-sky-950`}>Today</span>}
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
          {may.schedule &&
            row.status !== 'Performed' &&
            step(
              row,
              row.status === 'Scheduled' ? 'Reschedule' : 'Schedule',
              pathOf('radiologyRequest', 'detail', row.id),
            )}
          {may.perform &&
            row.status !== 'Performed' &&
            step(row, 'Perform', pathOf('radiologyRequest', 'detail', row.id))}
          {may.report &&
            row.status === 'Performed' &&
            (row.report === null
              ? step(row, 'Write report', reportOf(row))
              : row.report.status === 'Draft' &&
                step(row, 'Continue report', pathOf('radiologyResult', 'edit', row.report.id)))}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption="Open radiology requests"
      columns={columns}
      rows={list.rows}
      rowKey={(row) => row.id}
      rowClass={(row) => (row.today ? TODAY_ROW : undefined)}
      alignTop
    />
  );
}
