/**
 * A prescription item (`pharmacy.prescription-item`), one medicine of a prescription:
 * - its patient is its prescription's, its route the product's when left empty;
 * - added or changed by the prescriber only while the prescription is Active; the quantity to
 *   dispense is worked out by the prescription engine (src/engine/pharmacy, the same code the
 *   form shows) and a quantity typed is kept only when the engine cannot work one out (As
 *   needed, a cream, an injection by mass); without either, 422 on `quantity` saying why;
 * - a pharmacist changes only the quantity (while the prescription is Active or Partly
 *   Dispensed), with `quantity_reason` (item-checks.ts); never below what is dispensed;
 * - `allergy_warning` is the engine's match of the patient's recorded allergies against the
 *   product's generic name; saving such an item needs `allergy_override_reason` (422 with the
 *   warning), which is kept;
 * - `dispensed_quantity` and `status` are the dispensings' (prescription-progress.ts).
 */
import { allergyWarning, quantityToDispense, type UnitOf } from '../../../engine/pharmacy';
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import type { ModelRule, RuleContext } from '../types';
import { pharmacistProblems, writesAsPharmacist } from './item-checks';
import { followItems, itemStatus } from './prescription-progress';

const blank = (value: unknown) => value === undefined || value === null || value === '';
const idOf = (value: unknown) => (blank(value) ? undefined : Number(value));

/** The record a reference field names, or undefined when empty or gone. */
export async function recordOf(ctx: RuleContext, model: string, value: unknown) {
  const id = idOf(value);
  return id === undefined ? undefined : ctx.records.get(model, id);
}

export async function unitOf(ctx: RuleContext, value: unknown): Promise<UnitOf | undefined> {
  const unit = await recordOf(ctx, 'unitOfMeasurement', value);
  return unit && { id: Number(unit.id), name: String(unit.name), code: String(unit.code ?? '') };
}

/** The engine's quantity for the item as written: a number, or why there is none. */
async function workedOut(ctx: RuleContext, item: RecordValues, product: RecordValues) {
  const [doseUnit, unit] = await Promise.all([
    unitOf(ctx, item.dose_unit),
    unitOf(ctx, product.unit),
  ]);
  if (!doseUnit || !unit)
    return {
      quantity: null,
      reason: 'Not worked out: the product has no dispensing unit; enter the quantity to dispense.',
    };
  return quantityToDispense(
    {
      dose: Number(item.dose),
      doseUnit,
      frequency: String(item.frequency ?? ''),
      durationDays: Number(item.duration_days),
    },
    {
      name: String(product.name),
      strength: product.strength as string | null,
      dosage_form: product.dosage_form as string | null,
      unit,
      pack_volume_ml: product.pack_volume_ml == null ? null : Number(product.pack_volume_ml),
    },
  );
}

/**
 * A medicine written with an allergy warning needs the reason to give it anyway
 * (`allergy_override_reason`, kept with it): 422 with the warning and `howTo` (where to give it).
 * A medication order on the ward (`inpatient.medication-order`) asks the same.
 */
export function allergyOverrideProblems(values: RecordValues, howTo: string): Problem[] {
  if (!values.allergy_warning || !blank(String(values.allergy_override_reason ?? '').trim()))
    return [];
  return [{ field: 'allergy_override_reason', message: `${values.allergy_warning} ${howTo}` }];
}

/** Why the prescription takes no such write now, if it does not. */
function prescriptionProblem(prescription: RecordValues, asPharmacist: boolean): Problem[] {
  const status = String(prescription.status);
  const open = asPharmacist ? ['Active', 'Partly Dispensed'] : ['Active'];
  if (open.includes(status)) return [];
  return [
    {
      field: 'prescription',
      message: `${prescription.prescription_number} is ${status}: its medicines are ${asPharmacist ? 'changed only while it is Active or Partly Dispensed' : 'added or changed only while it is Active'}`,
    },
  ];
}

export const prescriptionItemRule: ModelRule = {
  name: 'pharmacy.prescription-item',
  models: ['prescriptionItem'],

  async fill(ctx, values) {
    const prescription = await recordOf(ctx, 'prescription', values.prescription);
    if (prescription) values.patient = prescription.patient;
    if (blank(values.route)) {
      const product = await recordOf(ctx, 'product', values.product);
      if (product && !blank(product.route)) values.route = product.route;
    }
  },

  async prepare(ctx, change) {
    const item = change.after;
    const [prescription, product] = await Promise.all([
      recordOf(ctx, 'prescription', item.prescription),
      recordOf(ctx, 'product', item.product),
    ]);
    if (prescription) item.patient = prescription.patient;
    const patient = prescription && (await recordOf(ctx, 'patient', prescription.patient));
    item.allergy_warning = product
      ? allergyWarning(patient?.allergies as string | null, product.generic_name as string | null)
      : null;
    if (change.action === 'create') item.dispensed_quantity = 0;
    const asPharmacist =
      change.action === 'update' && writesAsPharmacist(ctx.actor.engineUser.role);
    if (product && !asPharmacist) {
      const answer = await workedOut(ctx, item, product);
      if (answer.quantity !== null) item.quantity = answer.quantity;
    }
    item.status =
      item.status === 'Cancelled'
        ? 'Cancelled'
        : itemStatus(item.quantity, item.dispensed_quantity);
  },

  async check(ctx, change) {
    const item = change.after;
    const asPharmacist =
      change.action === 'update' && writesAsPharmacist(ctx.actor.engineUser.role);
    const prescription = await recordOf(ctx, 'prescription', item.prescription);
    const problems: Problem[] = prescription ? prescriptionProblem(prescription, asPharmacist) : [];
    if (change.action === 'delete') {
      if (Number(item.dispensed_quantity) > 0)
        problems.push({
          field: 'dispensed_quantity',
          message: `${item.dispensed_quantity} of it is dispensed: a dispensed medicine stays on its prescription`,
        });
      return problems;
    }
    if (asPharmacist) problems.push(...pharmacistProblems(change));
    const product = await recordOf(ctx, 'product', item.product);
    if (blank(item.quantity) && product) {
      const answer = await workedOut(ctx, item, product);
      problems.push({
        field: 'quantity',
        message: answer.quantity === null ? answer.reason : 'Enter the quantity to dispense',
      });
    }
    if (Number(item.quantity) < Number(item.dispensed_quantity ?? 0))
      problems.push({
        field: 'quantity',
        message: `${item.dispensed_quantity} are already dispensed: the quantity cannot go below that`,
      });
    problems.push(
      ...allergyOverrideProblems(
        item,
        'To prescribe it anyway, give the reason under Reason to Prescribe Despite the Allergy.',
      ),
    );
    return problems;
  },

  async afterWrite(ctx, change) {
    // A pharmacist's smaller quantity may leave nothing more to dispense.
    if (change.action === 'update' && !blank(change.after.prescription))
      await followItems(ctx, Number(change.after.prescription));
  },
};
