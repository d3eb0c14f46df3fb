/**
 * The radiology part of the demo's clinical stories (demo-order-steps.ts), written as the people
 * who do it through the seed's model service: the doctor's request names a study of the
 * radiology catalogue by code; the radiology user books it (its day and room) or performs it;
 * the radiologist writes the report (technique, findings, impression, and an image uploaded as
 * they would upload it) and signs it, which reports the request. Each write is skipped when an
 * earlier run made it, so the seed resumes where it stopped.
 */
import type { FastifyInstance } from 'fastify';
import type { RecordValues } from '../models/model-runtime';
import type { Actor } from '../models/model-service';
import { chestRadiographPng } from './demo-radiograph';
import { idsByCode, type LabSeedContext } from './seed-lab-steps';
import { storedUpload } from './seed-uploads';

export type RadiologyStep =
  | { kind: 'imaging'; body: RecordValues }
  | { kind: 'imagingSchedule'; scheduled_at: string; room: string }
  | { kind: 'imagingPerform' }
  | { kind: 'imagingReport'; body: RecordValues; image?: string };

/** The pictures a report may attach, by file name. */
const IMAGES: Record<string, () => Buffer> = {
  'chest-radiograph.png': chestRadiographPng,
};

/** Radiology study ids by code. */
export const studyIdsByCode = (context: LabSeedContext) =>
  idsByCode(context, 'radiologyTest', 'the radiology catalogue has no study');

/** The report's body, with its image uploaded by the radiologist at `at` when it has one. */
async function reportBody(
  app: FastifyInstance,
  actor: Actor,
  step: Extract<RadiologyStep, { kind: 'imagingReport' }>,
  at: string,
): Promise<RecordValues> {
  if (!step.image) return step.body;
  const draw = IMAGES[step.image];
  if (!draw || actor.id === null)
    throw new Error(`demo clinical day: no image ${step.image} for the radiologist to attach`);
  const file = await storedUpload(
    app,
    actor.id,
    { filename: step.image, mimetype: 'image/png', bytes: draw },
    at,
  );
  return { ...step.body, attachments: [file] };
}

/** A new request (`request` undefined) or the step's write on the visit's request. */
export async function runRadiologyStep(
  app: FastifyInstance,
  context: LabSeedContext,
  actor: Actor,
  step: RadiologyStep,
  target: { patient: number; visit: number; request: number | undefined; at: string },
  studyId: (code: unknown) => number,
): Promise<void> {
  const { models } = context;
  const request = target.request;
  if (step.kind === 'imaging') {
    if (request !== undefined) return;
    await models.create('radiologyRequest', actor, {
      ...step.body,
      test: studyId(step.body.test),
      patient: target.patient,
      visit: target.visit,
    });
    return;
  }
  if (request === undefined)
    throw new Error('demo clinical day: a radiology step before its request');
  const stored = await models.get('radiologyRequest', actor, request);
  if (step.kind === 'imagingSchedule') {
    if (stored.status !== 'Requested') return;
    const { scheduled_at, room } = step;
    await models.transition('radiologyRequest', actor, request, 'Scheduled', undefined, {
      scheduled_at,
      room,
    });
    return;
  }
  if (step.kind === 'imagingPerform') {
    if (stored.status === 'Requested' || stored.status === 'Scheduled')
      await models.transition('radiologyRequest', actor, request, 'Performed');
    return;
  }
  const made = await context.db
    .selectFrom(context.table('radiologyResult'))
    .select(['id', 'status'])
    .where('radiology_request', '=', request)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const report =
    made ??
    (await models.create('radiologyResult', actor, {
      ...(await reportBody(app, actor, step, target.at)),
      radiology_request: request,
      patient: target.patient,
    }));
  if (report.status === 'Draft')
    await models.transition('radiologyResult', actor, Number(report.id), 'Signed');
}
