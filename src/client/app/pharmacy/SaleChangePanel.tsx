import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatCurrency } from '../../../engine/format';
import { useField, useFormStore, useRowsInProgress } from '../../forms/use-form';
import { shared } from '../../state/shared';
import type { FormPanelProps } from '../models/form-panels';
import { getRecord } from '../models/record-api';
import { saleFormChange } from './sale-form-change';
import { saleFormTotal } from './sale-form-total';

const CHANGE = 'change_due';

interface Method {
  id: number;
  name: string;
  kind: string;
}

/** The chosen payment method's name and kind, read once per pick. */
function usePaymentMethod(): Method | undefined {
  const id = Number(useField('payment_method').state.value);
  const [method, setMethod] = useState<Method>();
  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) return;
    const controller = new AbortController();
    getRecord('paymentMethod', id, controller.signal)
      .then((record) =>
        setMethod({ id, name: String(record.name ?? ''), kind: String(record.kind ?? '') }),
      )
      .catch(() => undefined);
    return () => controller.abort();
  }, [id]);
  return method?.id === id ? method : undefined;
}

/**
 * Under a counter sale's payment, as the pharmacist types: the amount tendered and the change
 * due, or how much is still missing, worked out by the engine's saleChange, as the server
 * records them on save (and refuses a shortfall); put in the form's Change (a field the server
 * fills, shown, never sent). Announced politely; a shortfall is said in words, not colour alone.
 */
export function SaleChangePanel(_props: FormPanelProps) {
  const store = useFormStore();
  const { settings } = useSnapshot(shared);
  const { total } = saleFormTotal(useRowsInProgress('items'));
  const tendered = useField('amount_tendered').state.value;
  const method = usePaymentMethod();
  const settled = saleFormChange(total, tendered, method?.kind);
  const change = settled.kind === 'change' ? settled.change : undefined;
  useEffect(() => {
    if ((store.state(CHANGE).value ?? undefined) !== change) store.setValue(CHANGE, change);
  }, [store, change]);
  const amount = (value: string) =>
    formatCurrency(value, {
      currency: settings.currency,
      fixedFractionDigits: settings.fixedFractionDigits,
    });
  return (
    <div aria-live="polite" className="mt-3 text-right text-base">
      {settled.kind === 'exact' && (
        <p>
          {settled.cash
            ? `Amount tendered left empty: the exact total, ${amount(settled.total)}, is taken; no change.`
            : `${method?.name || 'This method'} takes the exact total, ${amount(settled.total)}; no change.`}
        </p>
      )}
      {settled.kind === 'change' && (
        <p>
          Tendered <span className="tabular-nums">{amount(settled.tendered)}</span> for{' '}
          <span className="tabular-nums">{amount(settled.total)}</span>. Change due:{' '}
          <strong className="tabular-nums">{amount(settled.change)}</strong>
        </p>
      )}
      {settled.kind === 'short' && (
        <p className="rounded border border-amber-400 bg-amber-50 p-2 text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          <strong>Not enough tendered: {amount(settled.shortfall)} short.</strong> The total is{' '}
          {amount(settled.total)} and {amount(settled.tendered)} was tendered; take the rest before
          saving.
        </p>
      )}
    </div>
  );
}
