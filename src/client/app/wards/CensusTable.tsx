import type { WardCensus, WardCensusRow } from '../../../engine/wire/bed-board';
import { type DataColumn, DataTable } from '../../components/DataTable';

const count = (
  key: keyof Omit<WardCensusRow, 'ward'>,
  header: string,
): DataColumn<WardCensusRow> => ({
  key,
  header,
  numeric: true,
  cell: (row) => (key === 'occupancy_percent' ? `${row[key]}%` : row[key]),
});

const COLUMNS: DataColumn<WardCensusRow>[] = [
  {
    key: 'ward',
    header: 'Ward',
    rowHeader: true,
    cell: (row) => (row.ward.code ? `${row.ward.name} (${row.ward.code})` : row.ward.name),
  },
  count('beds', 'Beds'),
  count('occupied', 'Occupied'),
  count('vacant', 'Vacant'),
  count('cleaning', 'Cleaning'),
  count('out_of_service', 'Out of service'),
  count('occupancy_percent', 'Occupancy'),
  count('admissions', 'Admissions'),
  count('discharges', 'Discharges'),
  count('transfers_in', 'Transfers in'),
  count('transfers_out', 'Transfers out'),
];

/**
 * The census table: a row per ward and the hospital's sums last. Beds are counted as they
 * stand; admissions, discharges and transfers on the census day.
 */
export function CensusTable({ census }: { census: WardCensus }) {
  const rows = census.rows.length > 1 ? [...census.rows, census.totals] : census.rows;
  return (
    <DataTable
      caption={`Ward census, ${census.date}`}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.ward.id}
      empty="No active ward yet."
      rowClass={(row) => (row.ward.id === 0 ? 'font-semibold' : undefined)}
    />
  );
}
