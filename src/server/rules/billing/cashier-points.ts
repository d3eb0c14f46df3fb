/**
 * Which cashier point each cashier role works at (spec 6.2's cashier roles): the charges and
 * invoices they collect, and where their payments are counted in the day's cash-up. The
 * Cashier Manager sees every point; the Credit Cashier settles insurers' and companies' shares.
 */
import type { EngineUser } from '../../../engine/types';

export const CASHIER_POINTS: Record<string, string> = {
  'Reception Cashier': 'Reception',
  'Lab Cashier': 'Lab',
  'Radiology Cashier': 'Radiology',
  'Pharmacy Cashier': 'Pharmacy',
  'Service Cashier': 'Service',
  'OR Cashier': 'OR',
  'Liaison Cashier': 'Liaison',
  'Credit Cashier': 'Credit',
};

/** The user's cashier point, or null for one who is not a point's cashier (a manager). */
export function cashierPointOf(user: EngineUser): string | null {
  return CASHIER_POINTS[user.role ?? ''] ?? null;
}
