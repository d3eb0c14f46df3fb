/**
 * The demo pharmacy's prescription steps (demo-pharmacy-prescriptions.ts), each written through
 * the rules as its role: the doctor's prescription at its visit and its medicines (quantities
 * worked out, allergies checked), the pharmacist's dispensing, a patient's return, and the
 * Pharmacy Cashier's bill and payment. A step an earlier run took is skipped: a record by its
 * ordinal (`ensure`), a medicine by how many its prescription has, a bill by its charges.
 */
import type { Actor } from '../models/model-service';
import { batchesOf, linesOfSource } from '../repositories/stock-ledger';
import { hospitalDay } from '../rules/visits/queue-number';
import type { PharmacyStep } from './demo-pharmacy-plan';
import type { PlannedPrescription } from './demo-pharmacy-prescriptions';
import type { PharmacySeedContext } from './pharmacy-seed-context';
import { settleCharges } from './seed-visit-bills';

export type PrescriptionStep = Extract<
  PharmacyStep,
  { kind: 'prescription' | 'prescriptionItem' | 'dispensing' | 'patientReturn' | 'settle' }
>;

/** Dispensings and returns are made in plan order of the prescriptions that have them. */
const dispensingOrdinal = (ctx: PharmacySeedContext, prescription: number) =>
  ctx.plan.prescriptions.slice(0, prescription).filter((p) => p.fate !== 'active').length;
const returnOrdinal = (ctx: PharmacySeedContext, prescription: number) =>
  ctx.plan.prescriptions.slice(0, prescription).filter((p) => p.fate !== 'active' && p.returned)
    .length;

/** The patient, visit and prescriber of a prescription's site. */
async function siteOf(ctx: PharmacySeedContext, index: number) {
  const { models, admin, site } = ctx;
  const where = ctx.plan.sites[index];
  if (!where) throw new Error(`demo pharmacy: no site for prescription ${index}`);
  const visitId =
    'visit' in where
      ? (site.visits[where.visit] as number)
      : Number(
          (await models.get('emergency', admin, site.emergencies[where.emergency] as number)).visit,
        );
  const visit = await models.get('visit', admin, visitId);
  let physician = visit.physician;
  // A visit seen without a named doctor: the first physician of its department prescribes.
  if (physician === null || physician === undefined) {
    const row = await ctx.db
      .selectFrom(ctx.table('physician'))
      .select('id')
      .where('department', '=', visit.department as number)
      .orderBy('id')
      .executeTakeFirst();
    physician = row?.id ?? null;
  }
  return { patient: Number(visit.patient), visit: visitId, physician };
}

export async function runPrescriptionStep(
  ctx: PharmacySeedContext,
  step: PrescriptionStep,
  actor: Actor,
): Promise<void> {
  const { db, models, product, store, ensure, made } = ctx;
  const planned = ctx.plan.prescriptions[step.prescription] as PlannedPrescription;
  switch (step.kind) {
    case 'prescription': {
      await ensure('prescription', step.prescription, actor, async () => {
        const { patient, visit, physician } = await siteOf(ctx, step.prescription);
        return {
          patient,
          visit,
          physician,
          diagnosis: planned.diagnosis,
          ...(planned.notes ? { notes: planned.notes } : {}),
        };
      });
      return;
    }
    case 'prescriptionItem': {
      const prescription = made.prescription[step.prescription] as number;
      if (
        (await ctx.idsOf('prescriptionItem', ['prescription', prescription])).length > step.ordinal
      )
        return;
      const item = planned?.items[step.ordinal];
      if (!item) return;
      const patient = await models.get(
        'patient',
        ctx.admin,
        Number((await models.get('prescription', actor, prescription)).patient),
      );
      // The rule asks an override reason only when the allergies match; the plan's overrides are
      // for penicillin, so one is given only to a patient who reports that allergy.
      const allergic = /penicillin/i.test(String(patient.allergies ?? ''));
      await models.create('prescriptionItem', actor, {
        prescription,
        product: product(item.product),
        dose: item.dose,
        dose_unit: ctx.unit(item.unit),
        frequency: item.frequency,
        duration_days: item.duration_days,
        ...(item.quantity === undefined ? {} : { quantity: item.quantity }),
        ...(item.instructions ? { instructions: item.instructions } : {}),
        ...(item.override && allergic ? { allergy_override_reason: item.override } : {}),
      });
      return;
    }
    case 'dispensing': {
      const prescription = made.prescription[step.prescription] as number;
      await ensure('dispensing', dispensingOrdinal(ctx, step.prescription), actor, async () => {
        const warehouse = store(planned.pharmacy);
        const items = await db
          .selectFrom(ctx.table('prescriptionItem'))
          .select(['id', 'product', 'quantity'])
          .where('prescription', '=', prescription)
          .orderBy('id')
          .execute();
        const rows = [];
        for (const [ordinal, item] of items.entries()) {
          let quantity = Number(item.quantity);
          // A medicine the pharmacy is short of is given as far as it goes (Partly Dispensed).
          if (planned.items[ordinal]?.onHand) {
            const held = await batchesOf(db, Number(item.product), warehouse);
            quantity = Math.min(
              quantity,
              held.reduce((sum, b) => sum + Number(b.quantity), 0),
            );
          }
          if (quantity > 0) rows.push({ prescription_item: Number(item.id), quantity });
        }
        return { prescription, warehouse, items: rows };
      });
      return;
    }
    case 'patientReturn': {
      const back = planned.returned;
      if (!back) return;
      const dispensing = made.dispensing[dispensingOrdinal(ctx, step.prescription)] as number;
      await ensure('stockReturn', returnOrdinal(ctx, step.prescription), actor, async () => {
        // What comes back goes into the batch it was given from.
        const line = (await linesOfSource(db, 'dispensing', dispensing)).find(
          (l) => Number(l.product) === product(back.product),
        );
        return {
          return_type: 'Patient Return',
          dispensing,
          warehouse: store(planned.pharmacy),
          reason: back.reason,
          items: [
            {
              product: product(back.product),
              batch_number: line?.batch_number,
              quantity: back.quantity,
            },
          ],
        };
      });
      return;
    }
    case 'settle': {
      const dispensing = made.dispensing[dispensingOrdinal(ctx, step.prescription)] as number;
      const { patient } = await models.get('dispensing', actor, dispensing);
      await settleCharges(
        { db, models, table: ctx.table, cash: ctx.method('Cash') },
        actor,
        Number(patient),
        [['dispensing', dispensing]],
        'Pharmacy',
        hospitalDay(new Date(step.at)),
      );
      return;
    }
  }
}
