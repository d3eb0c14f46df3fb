/**
 * What a surgical case charges, all collected by the OR Cashier (cashier point OR, whatever
 * point its service names: a Product service is the Pharmacy's, but what a theatre uses is paid
 * at the theatre's cashier): the procedure fee once, when the case goes into theatre; the
 * consumables issued to it (consumables.ts). Cancelling the case voids what is not yet billed.
 */
import type { RecordValues } from '../../models/model-runtime';
import { chargesOf, createCharge } from '../billing/charges';
import type { RuleContext } from '../types';

export const THEATRE_CASHIER_POINT = 'OR';

/** The case's procedure fee, unless it is already charged (and not voided). */
export async function chargeProcedureFee(ctx: RuleContext, surgicalCase: RecordValues) {
  const service = Number(surgicalCase.procedure_service);
  if (!Number.isInteger(service) || service <= 0) return;
  const id = Number(surgicalCase.id);
  const charged = (await chargesOf(ctx, 'surgicalCase', id)).some(
    (charge) => Number(charge.service) === service && charge.status !== 'Void',
  );
  if (charged) return;
  await createCharge(ctx, {
    patient: Number(surgicalCase.patient),
    service,
    description: `${surgicalCase.procedure} (${surgicalCase.case_number})`,
    source: { model: 'surgicalCase', id, label: String(surgicalCase.case_number) },
    cashierPoint: THEATRE_CASHIER_POINT,
  });
}
