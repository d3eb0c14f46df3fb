import type {
  BelowReorder,
  Expiring,
  ProductLedger,
  StockOnHand,
  StockValue,
} from '../../../engine/wire/stock-reports';
import { PagesNav } from '../../components/PagesNav';
import { Outcome } from '../account/AuthCard';
import type { Loaded } from '../account/use-loaded';
import { PageLoader } from '../layout/PageLoader';
import { LedgerTable } from './LedgerTable';
import { BelowReorderTable, ExpiringTable, OnHandTable, ValueTables } from './StockTables';

/** The chosen report's table, its count and its pages. */
export function StockReportPanel({
  report,
  loaded,
  days,
  showWarehouse,
  onPage,
}: {
  report: string;
  loaded: Loaded<unknown>;
  days: number;
  showWarehouse: boolean;
  onPage(page: number): void;
}) {
  if (loaded.error) return <Outcome ok={false} message={loaded.error} />;
  if (!loaded.value || loaded.loading) return <PageLoader />;
  switch (report) {
    case 'below-reorder':
      return (
        <BelowReorderTable
          rows={(loaded.value as BelowReorder).rows}
          showWarehouse={showWarehouse}
        />
      );
    case 'expiring': {
      const value = loaded.value as Expiring;
      return (
        <ExpiringTable rows={value.rows} days={value.days ?? days} showWarehouse={showWarehouse} />
      );
    }
    case 'value':
      return <ValueTables report={loaded.value as StockValue} showWarehouse={showWarehouse} />;
    case 'ledger': {
      const ledger = loaded.value as ProductLedger;
      return (
        <div className="space-y-3">
          <LedgerTable ledger={ledger} />
          <PagesNav
            label="Report pages"
            page={ledger.page}
            pageSize={ledger.pageSize}
            total={ledger.total}
            onPage={onPage}
          />
        </div>
      );
    }
    default: {
      const onHand = loaded.value as StockOnHand;
      return (
        <div className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
            {onHand.total} {onHand.total === 1 ? 'product' : 'products'} on hand
            {showWarehouse ? ' (a product counts once per warehouse)' : ''}.
          </p>
          <OnHandTable rows={onHand.rows} showWarehouse={showWarehouse} />
          <PagesNav
            label="Report pages"
            page={onHand.page}
            pageSize={onHand.pageSize}
            total={onHand.total}
            onPage={onPage}
          />
        </div>
      );
    }
  }
}
