import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { formatDateTime, formatLongDate } from '../../../engine/format/dates';
import type { ProductLedger, ProductLedgerRow } from '../../../engine/wire/stock-reports';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { shared } from '../../state/shared';
import { adminPath } from '../layout/Navigation';
import { modelPath } from '../models/model-path';

const LINK = 'rounded px-1 text-sky-700 hover:underline dark:text-sky-400';

/**
 * A product's ledger lines with the balances after each: the batch's, the product's in the
 * line's warehouse, and over the report's scope; each line links to the movement that posted it.
 */
export function LedgerTable({ ledger }: { ledger: ProductLedger }) {
  const { settings } = useSnapshot(shared);
  const columns: DataColumn<ProductLedgerRow>[] = [
    {
      key: 'posted',
      header: 'Posted',
      rowHeader: true,
      cell: (row) => (row.posted_at ? formatDateTime(row.posted_at, settings.timeZone) : ''),
    },
    {
      key: 'movement',
      header: 'Movement',
      cell: (row) => (
        <>
          {row.movement}{' '}
          <Link
            className={LINK}
            to={adminPath(
              modelPath({
                parents: [],
                model: row.source_model,
                view: 'detail',
                id: row.source_id,
              }),
            )}
          >
            {row.source_label ?? `#${row.source_id}`}
          </Link>
        </>
      ),
    },
    ...(ledger.warehouse
      ? []
      : [
          {
            key: 'warehouse',
            header: 'Warehouse',
            cell: (row: ProductLedgerRow) => row.warehouse_name,
          },
        ]),
    {
      key: 'batch',
      header: 'Batch',
      cell: (row) =>
        `${row.batch_number}${row.expiry_date ? ` (${formatLongDate(row.expiry_date)})` : ''}`,
    },
    { key: 'in', header: 'In', numeric: true, cell: (row) => row.quantity_in || '' },
    { key: 'out', header: 'Out', numeric: true, cell: (row) => row.quantity_out || '' },
    {
      key: 'batchBalance',
      header: 'Batch balance',
      numeric: true,
      cell: (row) => row.batch_balance,
    },
    ...(ledger.warehouse
      ? []
      : [
          {
            key: 'warehouseBalance',
            header: 'Warehouse balance',
            numeric: true,
            cell: (row: ProductLedgerRow) => row.warehouse_balance,
          },
        ]),
    { key: 'balance', header: 'Balance', numeric: true, cell: (row) => row.balance },
  ];
  return (
    <div className="space-y-2">
      <p className="text-sm tabular-nums text-slate-700 dark:text-slate-300">
        Balance before this page: {ledger.opening}; balance now: {ledger.closing}
        {ledger.unit ? ` (${ledger.unit})` : ''}.
      </p>
      <DataTable
        caption={`Ledger of ${ledger.name}, ${ledger.order === 'newest' ? 'newest' : 'oldest'} first`}
        columns={columns}
        rows={ledger.rows}
        rowKey={(row) => row.id}
        empty="No stock has moved for this product yet."
      />
    </div>
  );
}
