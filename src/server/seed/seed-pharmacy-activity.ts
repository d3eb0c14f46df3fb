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
import type { Actor } from '../models/model-service';
import type { PharmacyPlan, PharmacyRole, PharmacyStep } from './demo-pharmacy-plan';
import { PRESCRIPTIONS } from './demo-pharmacy-prescriptions';
import { ADJUSTMENTS, RECEIPTS, SALES } from './demo-pharmacy-stock';
import { TRANSFERS } from './demo-pharmacy-transfers';
import { type PharmacySeedContext, pharmacySeedContext } from './pharmacy-seed-context';
import { actorAs } from './seed-billing-activity';
import { seedClock } from './seed-clock';
import { type PrescriptionStep, runPrescriptionStep } from './seed-pharmacy-prescription-steps';
import { runStockStep } from './seed-pharmacy-stock-steps';

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
  'Scrub Nurse',
];

const PRESCRIPTION_KINDS = new Set<PharmacyStep['kind']>([
  'prescription',
  'prescriptionItem',
  'dispensing',
  'patientReturn',
  'settle',
]);
const isPrescriptionStep = (step: PharmacyStep): step is PrescriptionStep =>
  PRESCRIPTION_KINDS.has(step.kind);

/** What the plan makes, for the demo's counts. */
function pharmacyCounts(): PharmacyCounts {
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

function runStep(ctx: PharmacySeedContext, step: PharmacyStep, actor: Actor): Promise<void> {
  return isPrescriptionStep(step)
    ? runPrescriptionStep(ctx, step, actor)
    : runStockStep(ctx, step, actor);
}

export async function seedPharmacyActivity(
  app: FastifyInstance,
  admin: Actor,
  plan: PharmacyPlan,
  site: PharmacySeedContext['site'],
  /** The seed's today in the hospital's zone: expiry dates count from it. */
  today: string,
): Promise<PharmacyCounts> {
  const clock = seedClock(app);
  const ctx = await pharmacySeedContext(app, admin, plan, site, today);
  const actors = new Map<PharmacyRole, Actor>();
  for (const role of ROLES) actors.set(role, await actorAs(app, admin, role));
  for (const step of plan.steps) {
    clock.at(step.at);
    await runStep(ctx, step, actors.get(step.as) as Actor);
  }
  return pharmacyCounts();
}
