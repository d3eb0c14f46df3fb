import { formatInTimeZone } from 'date-fns-tz';
import type { FastifyInstance } from 'fastify';
import type { EngineUser } from '../../engine/types';
import type { AnyDb } from '../models/any-db';
import type { Actor } from '../models/model-service';
import { RADIOLOGY_CATALOGUE } from '../rules/radiology/test-service';
import { PRODUCT_CATALOGUE } from '../rules/stock/product-service';
import { catchUpCatalogueServices } from './catalogue-services';
import { planBilling } from './demo-billing-plan';
import { ZONE } from './demo-calendar';
import type { ClinicalCounts } from './demo-clinical-counts';
import { planClinical } from './demo-clinical-plan';
import { type InpatientRecordCounts, seedDemoInpatientRecords } from './demo-inpatient';
import { wardSeedContext } from './demo-inpatient-context';
import { seedWardAndTheatreStock } from './demo-inpatient-stock';
import { planPharmacy } from './demo-pharmacy-plan';
import { planDemoHospital } from './demo-plan';
import { readMarker, writeMarker } from './demo-seed-marker';
import { type SurgeryCounts, seedDemoSurgery } from './demo-surgery';
import { seedDemoWards, type WardCounts } from './demo-wards';
import { ADMIN_PERMISSIONS, DEMO_DOMAIN } from './seed-accounts';
import { actorAs, type BillingCounts, seedBillingActivity } from './seed-billing-activity';
import { BILLING_MODELS, seedBillingReference } from './seed-billing-reference';
import { clinicVisitIds, seedClinicalActivity } from './seed-clinical-activity';
import { seedIcd10Catalogue } from './seed-icd10';
import { catchUpLabServices, seedLabCatalogue } from './seed-lab-catalogue';
import { type PharmacyCounts, seedPharmacyActivity } from './seed-pharmacy-activity';
import { seedPharmacyCatalogue } from './seed-pharmacy-catalogue';
import { seedRadiologyCatalogue } from './seed-radiology-catalogue';
import { idsBy, recordEnsurer, seededIds } from './seed-records';

/**
 * A small demo hospital for a newcomer's first screens: departments, its billing reference data
 * (seed-billing-reference.ts), physicians, patients, a week of appointments, the clinical day
 * (seed-clinical-activity.ts: walk-ins in every clinic's queue, triaged, seen, diagnosed and
 * billed, past visits of a few followed patients, the emergency board, scanned documents), the
 * visits of the morning's check-ins (the check-in rule makes them; the first is with its
 * doctor), a waiting screen for each clinical department, and the morning's orders and
 * cashiers' work (seed-billing-activity.ts). Everything is planned from a fixed seed and
 * `today`, so two empty databases seeded with the same `today` hold the same records, and it is
 * written only through the model service (the validation, rules, numbering and history of the
 * API).
 */

const MODELS = [
  'department',
  ...BILLING_MODELS,
  'physician',
  'patient',
  'appointment',
  'visit',
  'waitingScreen',
  'labRequest',
  'labSample',
  'radiologyRequest',
  'charge',
  'invoice',
  'payment',
  'creditNote',
  'vitalSign',
  'patientEvaluation',
  'chiefComplaint',
  'opdPhysicalExamination',
  'opdEvaluation',
  'diagnosis',
  'labResult',
  'radiologyResult',
  'emergency',
  'emergencyPhysicalExamination',
  'document',
  'stockReceipt',
  'wareHouseTransfer',
  'stockAdjustment',
  'prescription',
  'dispensing',
  'pharmacySale',
  'stockReturn',
] as const;

export interface DemoCounts
  extends BillingCounts,
    Omit<ClinicalCounts, keyof BillingCounts>,
    Omit<PharmacyCounts, keyof BillingCounts>,
    Omit<WardCounts, 'wardInvoices' | 'wardPayments'>,
    SurgeryCounts,
    InpatientRecordCounts {
  departments: number;
  physicians: number;
  patients: number;
  appointments: number;
  visits: number;
  waitingScreens: number;
}

/** Any row at all (deleted ones too) in a demo model's table means the hospital has data. */
async function hasData(app: FastifyInstance): Promise<boolean> {
  const db = app.database.db as unknown as AnyDb;
  for (const model of MODELS) {
    const table = app.models.runtime(model).plan.table;
    if (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) return true;
  }
  return false;
}

/**
 * The demo administrator, holding every permission the demo models' fields, groups and
 * workflow transitions ask for (`app.models` checks those; the entity matrix is the routes').
 */
export async function demoActor(app: FastifyInstance): Promise<Actor> {
  const email = `admin@${DEMO_DOMAIN}`;
  const admin = await app.database.db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('email', '=', email)
    .executeTakeFirst();
  const needed = new Set<string>(ADMIN_PERMISSIONS);
  for (const model of MODELS) {
    const schema = app.registry.models[model];
    for (const item of [
      ...Object.values(schema?.fields ?? {}),
      ...(schema?.groups ?? []),
      ...(schema?.workflow?.transitions ?? []),
    ])
      for (const permission of item.permissions ?? []) needed.add(permission);
  }
  const id = admin ? Number(admin.id) : null;
  const engineUser: EngineUser = {
    ...(id === null ? {} : { id }),
    role: admin?.role ?? 'Preferences',
    permissions: [...needed],
  };
  return { id, email: admin ? email : null, engineUser, ip: null };
}

/** The room the demo's first doctor sees patients in. */
export const DEMO_ROOM = 'OPD 1';

/**
 * The visits today's check-ins made (visits.check-in), by the plan's appointment index; the
 * appointment already with its doctor has its visit called into the consultation room.
 */
async function seedVisits(
  app: FastifyInstance,
  actor: Actor,
  plan: ReturnType<typeof planDemoHospital>,
  appointmentIds: readonly number[],
): Promise<(number | undefined)[]> {
  const rows = await (app.database.db as unknown as AnyDb)
    .selectFrom(app.models.runtime('visit').plan.table)
    .select(['id', 'appointment'])
    .where('appointment', 'in', [...appointmentIds])
    .execute();
  const byAppointment = new Map(rows.map((row) => [Number(row.appointment), Number(row.id)]));
  const visitIds = appointmentIds.map((id) => byAppointment.get(id));
  for (const [i, { moves }] of plan.appointments.entries()) {
    const id = visitIds[i];
    if (id === undefined || !moves.includes('In Progress')) continue;
    const visit = await app.models.get('visit', actor, id);
    if (visit.status !== 'Waiting') continue;
    await app.models.update('visit', actor, id, { version: visit.version, room: DEMO_ROOM });
    await app.models.transition('visit', actor, id, 'In Consultation');
  }
  return visitIds;
}

/**
 * Seeds the demo hospital on an empty database; undefined (and nothing written) when any
 * record of its models exists. Needs synced tables (`app.ready()`).
 * A seed cut short (the server stopped halfway) is finished on the next call, from the day it
 * began, so the hospital is never left half-built.
 */
export async function seedDemoHospital(
  app: FastifyInstance,
  options: { today: Date },
): Promise<DemoCounts | undefined> {
  let marker = await readMarker(app);
  if (marker?.done) return undefined;
  if (!marker) {
    if (await hasData(app)) return undefined;
    marker = { today: options.today.toISOString(), done: false };
    await writeMarker(app, marker);
  }
  const plan = planDemoHospital(new Date(marker.today));
  const actor = await demoActor(app);
  const ensure = recordEnsurer(app, actor);

  const departmentIds = idsBy(
    plan.departments,
    await ensure('department', plan.departments, (department) => department),
    (department) => String(department.code),
  );
  const payerIds = await seedBillingReference(ensure, departmentIds);
  // The laboratory's tests (seeded at start, here too for a caller that did not) are billed
  // through services their rule files now that the billing reference data is there.
  await seedLabCatalogue(app);
  await catchUpLabServices(app);
  // So are the radiology catalogue's studies: the demo's radiology orders name them by code.
  await seedRadiologyCatalogue(app);
  await catchUpCatalogueServices(app, RADIOLOGY_CATALOGUE);
  // And the formulary's products: dispensings and sales charge them by code.
  await seedPharmacyCatalogue(app);
  await catchUpCatalogueServices(app, PRODUCT_CATALOGUE);
  const physicianIds = await ensure('physician', plan.physicians, (physician) => ({
    ...physician.body,
    department: departmentIds.get(physician.departmentCode),
  }));
  const patientIds = await ensure('patient', plan.patients, ({ body, payer }) =>
    payer === undefined ? body : { ...body, insurer: payerIds.get(payer) },
  );
  const appointmentIds = await ensure(
    'appointment',
    plan.appointments,
    ({ patient, physician, moves: _moves, ...rest }) => ({
      ...rest,
      patient: patientIds[patient],
      physician: physicianIds[physician],
      department: departmentIds.get(plan.physicians[physician]?.departmentCode),
    }),
  );
  // The day's walk-ins and emergencies, and the past visits, before this morning's check-ins:
  // those arrive now and join the end of their queues. Their diagnoses need the ICD-10
  // catalogue, which the server seeds at start (here too, for a caller that did not).
  await seedIcd10Catalogue(app);
  const clinicalPlan = planClinical(plan, planBilling(plan), new Date(marker.today));
  const clinicalIds = {
    patients: patientIds,
    physicians: physicianIds,
    departments: departmentIds,
  };
  const clinical = await seedClinicalActivity(app, actor, clinicalPlan, clinicalIds, 'care');
  const workflow = app.registry.models.appointment?.workflow;
  const statusField = workflow?.field ?? 'status';
  for (const [i, { moves }] of plan.appointments.entries()) {
    if (moves.length === 0) continue;
    const id = appointmentIds[i] as number;
    const current = (await app.models.get('appointment', actor, id))[statusField];
    // The moves already made are those up to the current status.
    for (const state of moves.slice(moves.indexOf(current as string) + 1))
      await app.models.transition('appointment', actor, id, state);
  }
  const visitIds = await seedVisits(app, actor, plan, appointmentIds);
  // A waiting screen for each clinical department's waiting area.
  const screenDepartments = plan.departments
    .filter((department) => department.department_type === 'Clinical')
    .map((department) => String(department.code));
  const screenIds = await ensure('waitingScreen', screenDepartments, (code) => ({
    name: `${plan.departments.find((d) => d.code === code)?.name} waiting area`,
    department: departmentIds.get(code),
  }));
  const billing = await seedBillingActivity(
    app,
    actor,
    planBilling(plan),
    { patients: patientIds, visits: visitIds },
    formatInTimeZone(new Date(marker.today), ZONE, 'yyyy-MM-dd'),
  );
  // What the clinical day's paying patients paid, after the billing morning's own invoices.
  await seedClinicalActivity(app, actor, clinicalPlan, clinicalIds, 'bills');
  // The stores' last ten weeks and the pharmacy's day: the prescriptions of the clinical day's
  // visits and emergencies, dispensed and billed at the Pharmacy Cashier (demo-pharmacy-plan.ts).
  const pharmacy = await seedPharmacyActivity(
    app,
    actor,
    planPharmacy(clinicalPlan, new Date(marker.today)),
    {
      visits: await clinicVisitIds(app, await actorAs(app, actor, 'Reception')),
      emergencies: await seededIds(app, 'emergency', await actorAs(app, actor, 'Emergency Nurse')),
    },
    formatInTimeZone(new Date(marker.today), ZONE, 'yyyy-MM-dd'),
  );
  // The wards, rooms and beds and the day's inpatients (demo-wards.ts), before the wards' stock.
  const inpatients = await seedDemoWards(
    app,
    actor,
    plan.patients,
    { patients: patientIds, physicians: physicianIds, departments: departmentIds },
    new Date(marker.today),
  );
  // The wards' and theatre's stock from the Main Store, then the theatre's day
  // (demo-inpatient-*.ts, demo-surgery-*.ts).
  const wards = await wardSeedContext(app, actor, new Date(marker.today));
  const stock = await seedWardAndTheatreStock(wards, 10);
  const surgery = await seedDemoSurgery(wards);
  const wardRecords = await seedDemoInpatientRecords(wards);
  await writeMarker(app, { ...marker, done: true });
  return {
    departments: plan.departments.length,
    physicians: plan.physicians.length,
    patients: plan.patients.length,
    appointments: plan.appointments.length,
    waitingScreens: screenIds.length,
    ...clinical,
    ...billing,
    ...pharmacy,
    ...surgery,
    ...wardRecords,
    stockReceipts: pharmacy.stockReceipts + stock.stockReceipts,
    wareHouseTransfers: pharmacy.wareHouseTransfers + stock.wareHouseTransfers,
    // Each discharge summary's medicines to take home are a prescription.
    prescriptions: pharmacy.prescriptions + wardRecords.dischargeSummaries,
    visits: visitIds.filter((id) => id !== undefined).length + clinical.visits,
    labRequests: billing.labRequests + clinical.labRequests,
    radiologyRequests: billing.radiologyRequests + clinical.radiologyRequests,
    wards: inpatients.wards,
    rooms: inpatients.rooms,
    beds: inpatients.beds,
    admissions: inpatients.admissions,
    bedDayCharges: inpatients.bedDayCharges,
    invoices: billing.invoices + clinical.invoices + pharmacy.invoices + inpatients.wardInvoices,
    payments: billing.payments + clinical.payments + pharmacy.payments + inpatients.wardPayments,
  };
}
