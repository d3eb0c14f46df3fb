/**
 * Writes the demo hospital's clinical day (demo-clinical-plan.ts) step by step, in time order,
 * each as the demo user of its role and at its planned moment (seed-clock.ts), so every rule
 * runs as it does for a person: visits take their queue numbers and consultation charges,
 * vital signs their flags and BMI, emergencies open their visits and move them when disposed,
 * invoices bill charges. Every step first checks whether an earlier, interrupted run made it
 * (by its parent's records of that kind, or the state a record has reached), so a seed cut
 * short is finished by the next run, alike.
 */
import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../models/any-db';
import type { RecordValues } from '../models/model-runtime';
import type { Actor } from '../models/model-service';
import { hospitalDay } from '../rules/visits/queue-number';
import { type ClinicalCounts, clinicalCounts } from './demo-clinical-counts';
import type { ClinicalPlan, ClinicalStep, OrderSite, Role } from './demo-clinical-plan';
import { actorAs } from './seed-billing-activity';
import { seedClock } from './seed-clock';
import { createDocument } from './seed-demo-documents';
import { orderStepRunner } from './seed-order-steps';
import { seededIds } from './seed-records';
import { settleCharges } from './seed-visit-bills';

type Ids = readonly number[];

const ROLES: readonly Role[] = [
  'Reception',
  'Triage Nurse',
  'Doctor',
  'Lab User',
  'Lab Manager',
  'Radiology User',
  'Radiologist',
  'Reception Cashier',
  'Lab Cashier',
  'Radiology Cashier',
  'Emergency Nurse',
];
/** The records each cashier point bills a visit for. */
const BILLED_AT = { Lab: 'labRequest', Radiology: 'radiologyRequest' } as const;

/**
 * The ids of the clinical day's visits made so far, in plan order: reception's visits without
 * an appointment that no emergency opened.
 */
export async function clinicVisitIds(app: FastifyInstance, reception: Actor): Promise<number[]> {
  const db = app.database.db as unknown as AnyDb;
  const rows = await db
    .selectFrom(app.models.runtime('visit').plan.table)
    .select('id')
    .where('created_by', reception.id === null ? 'is' : '=', reception.id)
    .where('appointment', 'is', null)
    .where('visit_type', '!=', 'Emergency')
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/**
 * The day's care (`care`), or its cashiers' settling of what the patients who paid were
 * charged (`bills`). The bills come after the billing morning (seed-billing-activity.ts): the
 * same cashiers write both, and that seed finds its own invoices and payments as the cashiers'
 * first ones.
 */
export async function seedClinicalActivity(
  app: FastifyInstance,
  admin: Actor,
  plan: ClinicalPlan,
  ids: { patients: Ids; physicians: Ids; departments: ReadonlyMap<string | undefined, number> },
  part: 'care' | 'bills',
): Promise<ClinicalCounts> {
  const clock = seedClock(app);
  const { models } = clock;
  const db = app.database.db as unknown as AnyDb;
  const table = (model: string) => app.models.runtime(model).plan.table;
  const actors = new Map<Role, Actor>();
  for (const role of ROLES) actors.set(role, await actorAs(app, admin, role));
  const as = (role: Role) => actors.get(role) as Actor;
  const count = async (model: string, field: string, id: number) => {
    const row = await db
      .selectFrom(table(model))
      .select((eb) => eb.fn.countAll().as('n'))
      .where(field, '=', id)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  const idsWhere = async (model: string, field: string, id: number) =>
    (
      await db.selectFrom(table(model)).select('id').where(field, '=', id).orderBy('id').execute()
    ).map((row) => Number(row.id));

  const codes = [
    ...new Set(
      plan.steps.flatMap((s) =>
        s.kind === 'record' && s.model === 'diagnosis' ? [s.body.disease] : [],
      ),
    ),
  ].map(String);
  const diseases = new Map(
    (
      await db
        .selectFrom(table('disease'))
        .select(['id', 'code'])
        .where('code', 'in', codes)
        .execute()
    ).map((row) => [String(row.code), Number(row.id)]),
  );
  const cash = await db
    .selectFrom(table('paymentMethod'))
    .select('id')
    .where('name', '=', 'Cash')
    .executeTakeFirstOrThrow();
  const bills = { db, models, table, cash: Number(cash.id) };
  const runOrder = await orderStepRunner(app, { db, models, table });

  // What earlier runs made: walk-ins are reception's visits without an appointment that no
  // emergency opened; emergencies are the emergency nurse's, documents reception's.
  const reception = as('Reception');
  const visitIds = await clinicVisitIds(app, reception);
  const emergencyIds = await seededIds(app, 'emergency', as('Emergency Nurse'));
  const documentIds = await seededIds(app, 'document', reception);
  const movesOf = new Map<number, string[]>();
  // A patient's chronic conditions as the doctors rewrite them, visit after visit.
  const chronicOf = new Map<number, string[]>();
  for (const step of plan.steps)
    if (step.kind === 'move')
      movesOf.set(step.visit, [...(movesOf.get(step.visit) ?? []), step.to]);
    else if (step.kind === 'chronic')
      chronicOf.set(step.patient, [
        ...(chronicOf.get(step.patient) ?? []),
        step.chronic_conditions,
      ]);

  const patientOfVisit = (visit: number) =>
    ids.patients[plan.visits[visit]?.patient as number] as number;
  /** The patient and visit an order is made in: a clinic visit, or the one an emergency opened. */
  const siteOf = async (site: OrderSite) => {
    if ('visit' in site)
      return { patient: patientOfVisit(site.visit), visit: visitIds[site.visit] as number };
    const emergency = await models.get('emergency', admin, emergencyIds[site.emergency] as number);
    return { patient: Number(emergency.patient), visit: Number(emergency.visit) };
  };

  async function run(step: ClinicalStep): Promise<void> {
    const actor = as(step.as);
    switch (step.kind) {
      case 'visit': {
        if (step.visit < visitIds.length) return;
        const { patient, department, physician, body } = plan.visits[
          step.visit
        ] as ClinicalPlan['visits'][number];
        const created = await models.create('visit', actor, {
          ...body,
          patient: ids.patients[patient],
          department: ids.departments.get(department),
          ...(physician === undefined || physician < 0
            ? {}
            : { physician: ids.physicians[physician] }),
        });
        visitIds.push(Number(created.id));
        return;
      }
      case 'record': {
        const visit = visitIds[step.visit] as number;
        if ((await count(step.model, 'visit', visit)) > step.ordinal) return;
        const body: RecordValues = { ...step.body, visit };
        if (step.model !== 'vitalSign') body.patient = patientOfVisit(step.visit);
        if (step.model === 'diagnosis') body.disease = diseases.get(String(step.body.disease));
        await models.create(step.model, actor, body);
        return;
      }
      case 'move': {
        const id = visitIds[step.visit] as number;
        const moves = movesOf.get(step.visit) ?? [];
        const visit = await models.get('visit', actor, id);
        if (moves.indexOf(String(visit.status)) >= moves.indexOf(step.to)) return;
        if (step.to === 'In Consultation')
          await models.updateAndMove(
            'visit',
            actor,
            id,
            { version: visit.version, room: step.room },
            step.to,
          );
        else await models.transition('visit', actor, id, step.to);
        return;
      }
      case 'lab':
      case 'labCollect':
      case 'labReject':
      case 'labResult':
      case 'labVerify':
      case 'imaging':
      case 'imagingSchedule':
      case 'imagingPerform':
      case 'imagingReport':
        await runOrder(step, actor, await siteOf(step));
        return;
      case 'settle': {
        const visit = visitIds[step.visit] as number;
        const { point } = step;
        const sources =
          point === 'Reception'
            ? [['visit', visit] as const]
            : (await idsWhere(BILLED_AT[point], 'visit', visit)).map(
                (id) => [BILLED_AT[point], id] as const,
              );
        await settleCharges(
          bills,
          actor,
          patientOfVisit(step.visit),
          sources,
          point,
          hospitalDay(new Date(step.at)),
        );
        return;
      }
      case 'chronic': {
        const id = ids.patients[step.patient] as number;
        const patient = await models.get('patient', actor, id);
        // Written already, or a later visit's words are (an earlier run got that far).
        const versions = chronicOf.get(step.patient) ?? [];
        const now = versions.indexOf(String(patient.chronic_conditions));
        if (now >= versions.indexOf(step.chronic_conditions)) return;
        await models.update('patient', actor, id, {
          version: patient.version,
          chronic_conditions: step.chronic_conditions,
        });
        return;
      }
      case 'emergency': {
        if (step.emergency < emergencyIds.length) return;
        const { patient, body } = plan.emergencies[
          step.emergency
        ] as ClinicalPlan['emergencies'][number];
        const created = await models.create('emergency', actor, {
          ...body,
          patient: ids.patients[patient],
        });
        emergencyIds.push(Number(created.id));
        return;
      }
      case 'emergencyVitals': {
        const emergency = await models.get(
          'emergency',
          actor,
          emergencyIds[step.emergency] as number,
        );
        const visit = Number(emergency.visit);
        if ((await count('vitalSign', 'visit', visit)) > 0) return;
        await models.create('vitalSign', actor, { ...step.body, visit });
        return;
      }
      case 'emergencyExam': {
        const emergency = emergencyIds[step.emergency] as number;
        if ((await count('emergencyPhysicalExamination', 'emergency', emergency)) > 0) return;
        await models.create('emergencyPhysicalExamination', actor, { ...step.body, emergency });
        return;
      }
      case 'disposition': {
        const id = emergencyIds[step.emergency] as number;
        const emergency = await models.get('emergency', actor, id);
        if (emergency.disposition) return;
        await models.update('emergency', actor, id, { version: emergency.version, ...step.body });
        return;
      }
      case 'document': {
        if (step.document < documentIds.length) return;
        const planned = plan.documents[step.document] as ClinicalPlan['documents'][number];
        await createDocument(
          app,
          models,
          actor,
          planned,
          {
            patient: ids.patients[planned.patient] as number,
            ...(planned.visit === undefined ? {} : { visit: visitIds[planned.visit] as number }),
          },
          step.at,
        );
        documentIds.push(documentIds.length);
        return;
      }
    }
  }

  for (const step of plan.steps) {
    if ((step.kind === 'settle') !== (part === 'bills')) continue;
    clock.at(step.at);
    await run(step);
  }
  return clinicalCounts(plan);
}
