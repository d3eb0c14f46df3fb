import { Link } from 'react-router';
import type { DataColumn } from '../../components/DataTable';
import { adminPath } from '../layout/Navigation';
import { modelPath } from '../models/model-path';

export const WORKLIST_BADGE = 'ml-1 rounded px-1.5 py-0.5 text-xs font-semibold';
export const WORKLIST_LINK = 'rounded px-1.5 py-0.5 text-sky-700 hover:underline dark:text-sky-400';

/** What every worklist row has: its request, patient and priority. */
export interface WorklistRequest {
  id: number;
  request_number: string;
  patient: number;
  mrn: string | null;
  priority: string;
}

/** A request's priority in words, STAT marked out (never colour alone: the word is there). */
function PriorityBadge({ priority }: { priority: string }) {
  return priority === 'STAT' ? (
    <span className={`${WORKLIST_BADGE} bg-red-700 text-white`}>STAT</span>
  ) : (
    priority
  );
}

/**
 * The columns every worklist starts with: the priority (STAT as a badge), the request's number
 * opening its `model` page (the row's header), and the patient's name with the MRN under it.
 */
export function worklistLeadColumns<Row extends WorklistRequest>(
  model: string,
  nameOf: (row: Row) => string,
): DataColumn<Row>[] {
  return [
    {
      key: 'priority',
      header: 'Priority',
      cell: (row) => <PriorityBadge priority={row.priority} />,
    },
    {
      key: 'request',
      header: 'Request',
      rowHeader: true,
      cellClass: 'tabular-nums',
      cell: (row) => (
        <Link
          to={adminPath(modelPath({ parents: [], model, view: 'detail', id: row.id }))}
          className={WORKLIST_LINK}
        >
          {row.request_number}
        </Link>
      ),
    },
    {
      key: 'patient',
      header: 'Patient',
      cell: (row) => (
        <>
          {nameOf(row)}
          {row.mrn && (
            <span className="block text-xs text-slate-600 dark:text-slate-300">{row.mrn}</span>
          )}
        </>
      ),
    },
  ];
}
