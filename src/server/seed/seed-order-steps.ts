/**
 * A step of a doctor's order in the demo's clinical day (demo-order-steps.ts), laboratory or
 * radiology, on the request it names: by its ordinal among the requests of its kind made in
 * the visit (or the visit an emergency opened), oldest first. seed-lab-steps.ts and
 * seed-radiology-steps.ts write it.
 */
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../models/model-service';
import type { ClinicalStep } from './demo-clinical-plan';
import { type LabSeedContext, runLabStep, testIdsByCode } from './seed-lab-steps';
import { runRadiologyStep, studyIdsByCode } from './seed-radiology-steps';

const LAB_KINDS = ['lab', 'labCollect', 'labReject', 'labResult', 'labVerify'] as const;
const RADIOLOGY_KINDS = ['imaging', 'imagingSchedule', 'imagingPerform', 'imagingReport'] as const;
type LabStep = Extract<ClinicalStep, { kind: (typeof LAB_KINDS)[number] }>;
type RadiologyStep = Extract<ClinicalStep, { kind: (typeof RADIOLOGY_KINDS)[number] }>;
export type OrderStep = LabStep | RadiologyStep;

const isLab = (step: OrderStep): step is LabStep =>
  (LAB_KINDS as readonly string[]).includes(step.kind);

/** Writes order steps, the catalogues' codes read once. */
export async function orderStepRunner(app: FastifyInstance, context: LabSeedContext) {
  const testId = await testIdsByCode(context);
  const studyId = await studyIdsByCode(context);
  const requestsOf = async (model: string, visit: number) =>
    (
      await context.db
        .selectFrom(context.table(model))
        .select('id')
        .where('visit', '=', visit)
        .orderBy('id')
        .execute()
    ).map((row) => Number(row.id));

  return async (step: OrderStep, actor: Actor, site: { patient: number; visit: number }) => {
    if (isLab(step)) {
      const requests = await requestsOf('labRequest', site.visit);
      const request = requests[step.kind === 'lab' ? step.ordinal : step.lab];
      await runLabStep(context, actor, step, { ...site, request }, testId);
      return;
    }
    const requests = await requestsOf('radiologyRequest', site.visit);
    const request = requests[step.kind === 'imaging' ? step.ordinal : step.study];
    await runRadiologyStep(app, context, actor, step, { ...site, request, at: step.at }, studyId);
  };
}
