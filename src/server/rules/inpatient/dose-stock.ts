/**
 * What a given dose takes and costs: its quantity in the product's unit (engine/inpatient
 * quantityOfDose, the prescription engine's count of one dose), issued from the Ward Stock of the
 * admission's ward (`ward.warehouse`) through the stock ledger's `issueStock` (first expiry first
 * out; a shortfall is the ledger's 422 and nothing is written), and charged to the product's
 * billing service (`createCharge`, source medicationAdministration).
 */
import { formatInTimeZone } from 'date-fns-tz';
import { HOSPITAL_TIME_ZONE, quantityOfDose } from '../../../engine/inpatient';
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { createCharge } from '../billing/charges';
import { recordOf, unitOf } from '../pharmacy/prescription-item';
import { issueStock } from '../stock/ledger';
import { serviceOfProduct } from '../stock/product-service';
import type { RuleContext } from '../types';

/** What giving a dose needs, read by the check and used by the afterWrite. */
export interface DoseSupply {
  quantity: number;
  warehouse: number;
  product: number;
  service: RecordValues;
}

const isOn = (value: unknown) => value === true || Number(value) === 1;

/** The supply of a dose, or the problems that stop it being given. */
export async function doseSupply(
  ctx: RuleContext,
  order: RecordValues,
  product: RecordValues,
): Promise<DoseSupply | Problem[]> {
  const problems: Problem[] = [];
  const [doseUnit, unit] = await Promise.all([
    unitOf(ctx, order.dose_unit),
    unitOf(ctx, product.unit),
  ]);
  const count =
    doseUnit && unit
      ? quantityOfDose(
          { dose: Number(order.dose), doseUnit },
          {
            name: String(product.name),
            strength: product.strength as string | null,
            dosage_form: product.dosage_form as string | null,
            unit,
          },
        )
      : { quantity: null, reason: `${product.name} has no dispensing unit to count a dose in` };
  if (count.quantity === null) problems.push({ field: 'outcome', message: count.reason });
  const admission = await recordOf(ctx, 'impatient', order.admission);
  const ward = admission && (await recordOf(ctx, 'ward', admission.ward));
  const store = ward && (await recordOf(ctx, 'wareHouse', ward.warehouse));
  if (store?.warehouse_type !== 'Ward Stock' || !isOn(store.is_active))
    problems.push({
      field: 'outcome',
      message: `${ward ? `Ward ${ward.name}` : 'The admission'} has no active Ward Stock to give doses from: the Liaison Manager sets the ward's Ward Stock`,
    });
  const service = await serviceOfProduct(ctx, Number(product.id));
  if (!service || !isOn(service.is_active ?? true))
    problems.push({
      field: 'outcome',
      message: `${product.name} has no billing service to charge the dose to: the pharmacy manager saves the product again once billing is set up`,
    });
  if (problems.length > 0 || count.quantity === null || !store || !service) return problems;
  return {
    quantity: count.quantity,
    warehouse: Number(store.id),
    product: Number(product.id),
    service,
  };
}

/** Issues the dose from the ward stock, stores where it came from, and charges it. */
export async function giveDose(
  ctx: RuleContext,
  dose: RecordValues,
  order: RecordValues,
  supply: DoseSupply,
): Promise<void> {
  const id = Number(dose.id);
  const at = formatInTimeZone(
    Date.parse(String(dose.scheduled_at)),
    HOSPITAL_TIME_ZONE,
    'yyyy-MM-dd HH:mm',
  );
  const label = `${order.order_number} dose ${at}`;
  const posted = await issueStock(
    ctx,
    { model: 'medicationAdministration', id, label, movement: 'Dispensing' },
    [
      {
        product: supply.product,
        warehouse: supply.warehouse,
        quantity: supply.quantity,
        field: 'outcome',
      },
    ],
  );
  await ctx.records.setDerived('medicationAdministration', id, {
    warehouse: supply.warehouse,
    quantity_issued: supply.quantity,
    batch_number: [...new Set(posted.map((line) => line.batch_number))].join(', '),
  });
  await createCharge(ctx, {
    patient: Number(order.patient),
    service: Number(supply.service.id),
    quantity: supply.quantity,
    description: String(supply.service.name),
    source: { model: 'medicationAdministration', id, label },
  });
}
