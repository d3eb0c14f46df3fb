/**
 * The laboratory's part of the demo's clinical stories (demo-clinical-steps.ts), written as the
 * people who do it through the seed's model service: the doctor's request names catalogue tests
 * by code; the lab user collects a sample of each type its tests need (the request moves to
 * Sample Collected), or rejects one with its reason (the request asks for a new one), then
 * enters each test's values (the server flags them); the lab manager verifies them, which
 * releases them to the doctor and completes the request. Each write is skipped when an earlier
 * run made it, so the seed resumes where it stopped.
 */
import type { AnyDb } from '../models/any-db';
import type { RecordValues } from '../models/model-runtime';
import type { Actor, ModelService } from '../models/model-service';

export type LabStep =
  | { kind: 'lab'; body: RecordValues }
  | { kind: 'labCollect' }
  | { kind: 'labReject'; sample: string; reason: string; notes: string }
  | { kind: 'labResult'; ordinal: number; body: RecordValues }
  | { kind: 'labVerify' };

export interface LabSeedContext {
  db: AnyDb;
  models: ModelService;
  table(model: string): string;
}

/**
 * A catalogue's ids by code (the laboratory's tests, radiology's studies); a code it lacks is a
 * broken story, said so by `lacks` ("the laboratory catalogue has no test coded CBC").
 */
export async function idsByCode(context: LabSeedContext, model: string, lacks: string) {
  const rows = await context.db
    .selectFrom(context.table(model))
    .select(['id', 'code'])
    .where('deleted_at', 'is', null)
    .execute();
  const ids = new Map(rows.map((row) => [String(row.code), Number(row.id)]));
  return (code: unknown) => {
    const id = ids.get(String(code));
    if (id === undefined) throw new Error(`demo clinical day: ${lacks} coded ${code}`);
    return id;
  };
}

/** Catalogue test ids by code. */
export const testIdsByCode = (context: LabSeedContext) =>
  idsByCode(context, 'test', 'the laboratory catalogue has no test');

async function rowsOf(context: LabSeedContext, model: string, request: number) {
  return context.db
    .selectFrom(context.table(model))
    .selectAll()
    .where('lab_request', '=', request)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** A new request (`request` undefined) or the step's write on the visit's request. */
export async function runLabStep(
  context: LabSeedContext,
  actor: Actor,
  step: LabStep,
  target: { patient: number; visit: number; request: number | undefined },
  testId: (code: unknown) => number,
): Promise<void> {
  const { models } = context;
  const request = target.request;
  if (step.kind === 'lab') {
    if (request !== undefined) return;
    const tests = (step.body.tests as string[]).map((code) => ({ test: testId(code) }));
    await models.create('labRequest', actor, {
      ...step.body,
      tests,
      patient: target.patient,
      visit: target.visit,
    });
    return;
  }
  if (request === undefined) throw new Error('demo clinical day: a lab step before its request');
  if (step.kind === 'labCollect') {
    const stored = await models.get('labRequest', actor, request);
    const needed = new Set((stored.tests as RecordValues[]).map((row) => Number(row.sample_type)));
    // A rejected sample was collected too: its new one is a later step of its own, if any.
    for (const row of await rowsOf(context, 'labSample', request))
      needed.delete(Number(row.sample_type));
    for (const sample_type of needed)
      await models.create('labSample', actor, { lab_request: request, sample_type });
    return;
  }
  if (step.kind === 'labReject') {
    const type = await context.db
      .selectFrom(context.table('laboratorySampleType'))
      .select('id')
      .where('code', '=', step.sample)
      .executeTakeFirstOrThrow();
    const samples = await rowsOf(context, 'labSample', request);
    const sample = samples.find((row) => Number(row.sample_type) === Number(type.id));
    if (!sample) throw new Error(`demo clinical day: no ${step.sample} sample to reject`);
    if (sample.status !== 'Collected') return;
    // What the lab user saw goes in the sample's notes first; the reason is one of a list.
    const id = Number(sample.id);
    if (sample.notes !== step.notes)
      await models.update('labSample', actor, id, { version: sample.version, notes: step.notes });
    await models.transition('labSample', actor, id, 'Rejected', undefined, {
      rejection_reason: step.reason,
    });
    return;
  }
  const results = await rowsOf(context, 'labResult', request);
  if (step.kind === 'labResult') {
    if (results.length > step.ordinal) return;
    await models.create('labResult', actor, {
      ...step.body,
      test: testId(step.body.test),
      lab_request: request,
    });
    return;
  }
  for (const result of results)
    if (result.status !== 'Verified')
      await models.transition('labResult', actor, Number(result.id), 'Verified');
}
