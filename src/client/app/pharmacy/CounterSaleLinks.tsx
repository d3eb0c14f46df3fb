/**
 * On the sales page (the cash-up), for whoever may sell over the counter (Pharmacist, Pharmacy
 * Cashier, Pharmacy Manager): start a new sale, or list today's sales with their receipts.
 */
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { shared } from '../../state/shared';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';
import { newCounterSalePath, todaysCounterSalesPath } from './counter-sales';

const PRIMARY =
  'inline-flex items-center rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-800';
const SECONDARY =
  'inline-flex items-center rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800';

export function CounterSaleLinks() {
  const meta = useMeta();
  const { settings } = useSnapshot(shared);
  if (!mayDo(meta, 'pharmacySale', 'add')) return null;
  return (
    <nav aria-label="Over-the-counter sales" className="flex flex-wrap gap-2">
      <Link to={newCounterSalePath()} className={PRIMARY}>
        New over-the-counter sale
      </Link>
      <Link to={todaysCounterSalesPath(new Date(), settings.timeZone)} className={SECONDARY}>
        Today's over-the-counter sales
      </Link>
    </nav>
  );
}
