/**
 * Writes the demo's pharmacy and stores (demo-pharmacy-plan.ts) step by step, in time order,
 * each as the demo user of its role at its planned moment (seed-clock.ts), so every stock and
 * pharmacy rule runs as for a person: receipts post their batches, transfers move stock out and
 * in, adjustments and returns post theirs, prescriptions work out their quantities and check
 * allergies, dispensings take the first batches to expire and charge, the Pharmacy Cashier bills
 * and takes the money, sales leave the counter. No one else writes these models while the demo
 * seeds, so the first records of each (by id) are the plan's first ones; every step checks
 * what an earlier, interrupted run made (a record by its ordinal, a transfer or receipt by its
 * status, a bill by its charges), so a seed cut short is finished by the next run, alike.
 */
import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../models/any-db';
import { centsToMoney } from '../models/codecs';
import type { RecordValues } from '../models/model-runtime';
import type { Actor } from '../models/model-service';
import { batchesOf, linesOfSource } from '../repositories/stock-ledger';
import { hospitalDay } from '../rules/visits/queue-number';
import { addDays } from './demo-calendar';
import type { PharmacyPlan, PharmacyRole, PharmacyStep } from './demo-pharmacy-plan';
import { type PlannedPrescription, PRESCRIPTIONS } from './demo-pharmacy-prescriptions';
import { ADJUSTMENTS, RECEIPTS, SALES, TRANSFERS } from './demo-pharmacy-stock';
import { actorAs } from './seed-billing-activity';
import { seedClock } from './seed-clock';
import { settleCharges } from './seed-visit-bills';

export interface PharmacyCounts {
  stockReceipts: number;
  wareHouseTransfers: number;
  stockAdjustments: number;
  prescriptions: number;
  dispensings: number;
  pharmacySales: number;
  stockReturns: number;
  invoices: number;
  payments: number;
}

const ROLES: readonly PharmacyRole[] = [
  'Store Manager',
  'Pharmacist',
  'Pharmacy Manager',
  'Pharmacy Cashier',
  'Doctor',
  'Lab Manager',
  'IPD Nurse',
];
/** Transfer states in the order a transfer takes them. */
const TRANSFER_ORDER = ['Requested', 'Approved', 'Issued', 'Received', 'Rejected'];

/** What the plan makes, for the demo's counts. */
export function pharmacyCounts(): PharmacyCounts {
  const dispensed = PRESCRIPTIONS.filter((p) => p.fate !== 'active');
  const paid = PRESCRIPTIONS.filter((p) => p.fate === 'paid').length;
  return {
    stockReceipts: RECEIPTS.length,
    wareHouseTransfers: TRANSFERS.length,
    stockAdjustments: ADJUSTMENTS.length,
    prescriptions: PRESCRIPTIONS.length,
    dispensings: dispensed.length,
    pharmacySales: SALES.length,
    stockReturns: dispensed.filter((p) => p.returned).length,
    invoices: paid,
    payments: paid,
  };
}

export async function seedPharmacyActivity(
  app: FastifyInstance,
  admin: Actor,
  plan: PharmacyPlan,
  site: { visits: readonly number[]; emergencies: readonly number[] },
  /** The seed's today in the hospital's zone: expiry dates count from it. */
  today: string,
): Promise<PharmacyCounts> {
  const clock = seedClock(app);
  const { models } = clock;
  const db = app.database.db as unknown as AnyDb;
  const table = (model: string) => app.models.runtime(model).plan.table;
  const actors = new Map<PharmacyRole, Actor>();
  for (const role of ROLES) actors.set(role, await actorAs(app, admin, role));
  const idsOf = async (model: string, where?: [string, number]) =>
    (
      await db
        .selectFrom(table(model))
        .select('id')
        .$if(where !== undefined, (q) => q.where(where?.[0] as string, '=', where?.[1]))
        .orderBy('id')
        .execute()
    ).map((row) => Number(row.id));
  const byField = async (model: string, field: string) =>
    new Map(
      (await db.selectFrom(table(model)).select(['id', field]).execute()).map((row) => [
        String(row[field]),
        Number(row.id),
      ]),
    );
  const products = await byField('product', 'code');
  const warehouses = await byField('wareHouse', 'code');
  const units = await byField('unitOfMeasurement', 'code');
  const methods = await byField('paymentMethod', 'name');
  // Selling prices in cents, as the table keeps money.
  const prices = new Map(
    (await db.selectFrom(table('product')).select(['code', 'unit_price']).execute()).map((row) => [
      String(row.code),
      Number(row.unit_price),
    ]),
  );
  const known = (map: Map<string, number>, key: string, what: string) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`demo pharmacy: no ${what} "${key}"`);
    return id;
  };
  const product = (code: string) => known(products, code, 'product');
  const store = (code: string) => known(warehouses, code, 'warehouse');

  const made = {
    stockReceipt: await idsOf('stockReceipt'),
    wareHouseTransfer: await idsOf('wareHouseTransfer'),
    stockAdjustment: await idsOf('stockAdjustment'),
    prescription: await idsOf('prescription'),
    dispensing: await idsOf('dispensing'),
    pharmacySale: await idsOf('pharmacySale'),
    stockReturn: await idsOf('stockReturn'),
  };
  /** Creates the `index`th planned record of a model unless an earlier run did. */
  const ensure = async (
    model: keyof typeof made,
    index: number,
    actor: Actor,
    body: () => Promise<RecordValues> | RecordValues,
  ) => {
    if (index < made[model].length) return made[model][index] as number;
    const created = await models.create(model, actor, await body());
    made[model].push(Number(created.id));
    return Number(created.id);
  };
  // Dispensings and returns are made in plan order of the prescriptions that have them.
  const { prescriptions } = plan;
  const dispensingOrdinal = (prescription: number) =>
    prescriptions.slice(0, prescription).filter((p) => p.fate !== 'active').length;
  const returnOrdinal = (prescription: number) =>
    prescriptions.slice(0, prescription).filter((p) => p.fate !== 'active' && p.returned).length;

  /** The patient, visit and prescriber of a prescription's site. */
  const siteOf = async (index: number) => {
    const where = plan.sites[index];
    if (!where) throw new Error(`demo pharmacy: no site for prescription ${index}`);
    const visitId =
      'visit' in where
        ? (site.visits[where.visit] as number)
        : Number(
            (await models.get('emergency', admin, site.emergencies[where.emergency] as number))
              .visit,
          );
    const visit = await models.get('visit', admin, visitId);
    let physician = visit.physician;
    if (physician === null || physician === undefined) {
      const row = await db
        .selectFrom(table('physician'))
        .select('id')
        .where('department', '=', visit.department as number)
        .orderBy('id')
        .executeTakeFirst();
      physician = row?.id ?? null;
    }
    return { patient: Number(visit.patient), visit: visitId, physician };
  };

  async function run(step: PharmacyStep, actor: Actor): Promise<void> {
    switch (step.kind) {
      case 'receipt': {
        const planned = RECEIPTS[step.receipt] as (typeof RECEIPTS)[number];
        await ensure('stockReceipt', step.receipt, actor, () => ({
          warehouse: store(planned.warehouse),
          supplier: planned.supplier,
          invoice_reference: planned.invoice_reference,
          ...(planned.notes ? { notes: planned.notes } : {}),
          items: planned.lines.map(([code, batch_number, expiresIn, quantity]) => ({
            product: product(code),
            batch_number,
            expiry_date: addDays(today, expiresIn),
            quantity,
            unit_cost: centsToMoney(Math.round((prices.get(code) ?? 0) * planned.costRatio)),
          })),
        }));
        return;
      }
      case 'reverseReceipt': {
        const id = made.stockReceipt[step.receipt] as number;
        const receipt = await models.get('stockReceipt', actor, id);
        if (receipt.status === 'Reversed') return;
        await models.transition('stockReceipt', actor, id, 'Reversed', undefined, {
          reversal_reason: step.reason,
        });
        return;
      }
      case 'transfer': {
        const planned = TRANSFERS[step.transfer] as (typeof TRANSFERS)[number];
        await ensure('wareHouseTransfer', step.transfer, actor, () => ({
          from_warehouse: store(planned.from),
          to_warehouse: store(planned.to),
          ...(planned.notes ? { notes: planned.notes } : {}),
          items: planned.items.map(([code, quantity]) => ({ product: product(code), quantity })),
        }));
        return;
      }
      case 'transferMove': {
        const id = made.wareHouseTransfer[step.transfer] as number;
        const transfer = await models.get('wareHouseTransfer', actor, id);
        if (TRANSFER_ORDER.indexOf(String(transfer.status)) >= TRANSFER_ORDER.indexOf(step.to))
          return;
        await models.transition('wareHouseTransfer', actor, id, step.to, undefined, step.values);
        return;
      }
      case 'adjustment': {
        const planned = ADJUSTMENTS[step.adjustment] as (typeof ADJUSTMENTS)[number];
        await ensure('stockAdjustment', step.adjustment, actor, async () => {
          const warehouse = store('MAIN');
          const batches = await batchesOf(db, product(planned.product), warehouse);
          const held = batches.find((b) => b.batch_number === planned.batch_number)?.quantity ?? 0;
          return {
            adjustment_type: planned.adjustment_type,
            warehouse,
            product: product(planned.product),
            batch_number: planned.batch_number,
            quantity_change: planned.quantity_change === 'all' ? -held : planned.quantity_change,
            reason: planned.reason,
          };
        });
        return;
      }
      case 'prescription': {
        const planned = prescriptions[step.prescription] as PlannedPrescription;
        await ensure('prescription', step.prescription, actor, async () => {
          const { patient, visit, physician } = await siteOf(step.prescription);
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
        if ((await idsOf('prescriptionItem', ['prescription', prescription])).length > step.ordinal)
          return;
        const planned = prescriptions[step.prescription]?.items[step.ordinal];
        if (!planned) return;
        const patient = await models.get(
          'patient',
          admin,
          Number((await models.get('prescription', actor, prescription)).patient),
        );
        const allergic = /penicillin/i.test(String(patient.allergies ?? ''));
        await models.create('prescriptionItem', actor, {
          prescription,
          product: product(planned.product),
          dose: planned.dose,
          dose_unit: known(units, planned.unit, 'unit'),
          frequency: planned.frequency,
          duration_days: planned.duration_days,
          ...(planned.quantity === undefined ? {} : { quantity: planned.quantity }),
          ...(planned.instructions ? { instructions: planned.instructions } : {}),
          ...(planned.override && allergic ? { allergy_override_reason: planned.override } : {}),
        });
        return;
      }
      case 'dispensing': {
        const planned = prescriptions[step.prescription] as PlannedPrescription;
        const prescription = made.prescription[step.prescription] as number;
        await ensure('dispensing', dispensingOrdinal(step.prescription), actor, async () => {
          const warehouse = store(planned.pharmacy);
          const items = await db
            .selectFrom(table('prescriptionItem'))
            .select(['id', 'product', 'quantity'])
            .where('prescription', '=', prescription)
            .orderBy('id')
            .execute();
          const rows = [];
          for (const [ordinal, item] of items.entries()) {
            let quantity = Number(item.quantity);
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
        const planned = prescriptions[step.prescription] as PlannedPrescription;
        const back = planned.returned;
        if (!back) return;
        const dispensing = made.dispensing[dispensingOrdinal(step.prescription)] as number;
        await ensure('stockReturn', returnOrdinal(step.prescription), actor, async () => {
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
        const dispensing = made.dispensing[dispensingOrdinal(step.prescription)] as number;
        const { patient } = await models.get('dispensing', actor, dispensing);
        await settleCharges(
          { db, models, table, cash: known(methods, 'Cash', 'payment method') },
          actor,
          Number(patient),
          [['dispensing', dispensing]],
          'Pharmacy',
          hospitalDay(new Date(step.at)),
        );
        return;
      }
      case 'sale': {
        const planned = SALES[step.sale] as (typeof SALES)[number];
        await ensure('pharmacySale', step.sale, actor, () => ({
          warehouse: store('OPD-PHARM'),
          ...(planned.customer_name ? { customer_name: planned.customer_name } : {}),
          items: planned.items.map(([code, quantity]) => ({ product: product(code), quantity })),
          payment_method: known(methods, planned.method, 'payment method'),
          ...(planned.tendered === undefined
            ? {}
            : { amount_tendered: planned.tendered.toFixed(2) }),
          ...(planned.reference ? { reference: planned.reference } : {}),
        }));
        return;
      }
      case 'saleReturn': {
        const id = made.pharmacySale[step.sale] as number;
        const sale = await models.get('pharmacySale', actor, id);
        if (sale.status === 'Returned') return;
        await models.transition('pharmacySale', actor, id, 'Returned', undefined, {
          return_reason: step.reason,
        });
        return;
      }
    }
  }

  for (const step of plan.steps) {
    clock.at(step.at);
    await run(step, actors.get(step.as) as Actor);
  }
  return pharmacyCounts();
}
