import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { formatCurrency } from '../../../engine/format';
import { useFormStore, useRowsInProgress } from '../../forms/use-form';
import { shared } from '../../state/shared';
import type { FormPanelProps } from '../models/form-panels';
import { saleFormTotal } from './sale-form-total';

const TOTAL = 'total';

/**
 * Under a counter sale's items, as the pharmacist types: the sale's total by the server's own
 * pricing (sale-form-total.ts), announced politely, and put in the form's Total (a field the
 * server fills on save, so it is shown, never sent). Each line's Amount is its row formula,
 * which the server also computes and checks.
 */
export function SaleTotalPanel(_props: FormPanelProps) {
  const store = useFormStore();
  const { settings } = useSnapshot(shared);
  const { total, lines } = saleFormTotal(useRowsInProgress('items'));
  useEffect(() => {
    if ((store.state(TOTAL).value ?? undefined) !== total) store.setValue(TOTAL, total);
  }, [store, total]);
  if (total === undefined) return null;
  return (
    <p aria-live="polite" className="mt-3 text-right text-base">
      Total ({lines} {lines === 1 ? 'item' : 'items'}):{' '}
      <strong className="tabular-nums">
        {formatCurrency(total, {
          currency: settings.currency,
          fixedFractionDigits: settings.fixedFractionDigits,
        })}
      </strong>
    </p>
  );
}
