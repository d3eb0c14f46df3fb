import { useId, useState } from 'react';
import { primaryButtonClass } from '../../forms/widgets/shared';
import type { WaitingCharge } from './invoice-api';
import { useMoney } from './use-money';

/**
 * The patient's charges waiting at this point, all ticked: the cashier unticks what the
 * patient will not pay now, then makes the invoice of the rest.
 */
export function ChargePicker({
  charges,
  busy,
  onInvoice,
}: {
  charges: readonly WaitingCharge[];
  busy: boolean;
  onInvoice(ids: number[]): void;
}) {
  const money = useMoney();
  const headingId = useId();
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const chosen = charges.filter((charge) => !left.has(charge.id));
  const toggle = (id: number) =>
    setLeft((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const sum = chosen.reduce((total, charge) => total + Math.round(charge.amount * 100), 0) / 100;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-semibold">
        Charges waiting
      </h3>
      <fieldset className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        <legend className="sr-only">Charges to invoice</legend>
        {charges.map((charge) => (
          <label key={charge.id} className="flex items-center gap-3 px-3 py-2 text-sm">
            <input
              type="checkbox"
              checked={!left.has(charge.id)}
              onChange={() => toggle(charge.id)}
              className="h-4 w-4 accent-sky-700"
            />
            <span className="flex-1">
              {charge.description}
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                {[charge.number, charge.source].filter(Boolean).join(' · ')}
              </span>
            </span>
            <span className="tabular-nums">{money(charge.amount)}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex items-center justify-end gap-3">
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {chosen.length} of {charges.length} ticked: {money(sum)}
        </span>
        <button
          type="button"
          disabled={busy || chosen.length === 0}
          onClick={() => onInvoice(chosen.map((charge) => charge.id))}
          className={primaryButtonClass}
        >
          {busy ? 'Making the invoice…' : 'Make invoice'}
        </button>
      </div>
    </section>
  );
}
