import { useSnapshot } from 'valtio';
import { formatCurrency } from '../../../engine/format/currency';
import { shared } from '../../state/shared';

/** Formats amounts in the shared currency and fraction setting (spec 9: ETB, 2 decimals). */
export function useMoney(): (amount: number | null | undefined) => string {
  const { settings } = useSnapshot(shared);
  return (amount) =>
    amount == null
      ? '—'
      : formatCurrency(amount, {
          currency: settings.currency,
          fixedFractionDigits: settings.fixedFractionDigits,
        });
}
