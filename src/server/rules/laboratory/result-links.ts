/**
 * A lab result belongs to one ordered test of one request, for that request's patient, on a
 * sample of that request: the patient is the request's (filled when none is sent; another is
 * 422 on `patient` naming the request's patient); the test is one of the request's (422 on
 * `test` naming the ordered tests); a request and test have one result (409 RESULT_EXISTS
 * naming it); the sample (when none is sent, the request's Collected sample of the test's
 * sample type) is of the test's sample type, and without one no result can be entered (422 on
 * `sample`). A cancelled request is refused by `lab_request`'s refFilter, another request's or
 * a rejected sample by `sample`'s (schemas/labResult.json). The request's row is locked first,
 * so of two results of one test entered at once the second sees the first.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import type { ModelRule, RecordChange, RuleContext } from '../types';
import { testRows } from './request-samples';
import { isBlank, patientTitle, refId, testTitle } from './result-names';

const writesValues = (change: RecordChange) =>
  change.action === 'create' || change.action === 'update';

/** The request's Collected sample of the test's type (the latest collected), if any. */
async function collectedSampleFor(ctx: RuleContext, request: number, test: number) {
  const catalogue = await ctx.records.get('test', test);
  if (!catalogue) return undefined;
  const samples = await ctx.records.find('labSample', {
    lab_request: request,
    status: 'Collected',
    sample_type: Number(catalogue.sample_type),
  });
  return samples.sort((a, b) => String(b.collected_at).localeCompare(String(a.collected_at)))[0];
}

/** The request's patient and sample where the result names none. */
async function fillLinks(ctx: RuleContext, values: RecordValues) {
  const requestId = refId(values.lab_request);
  if (requestId === undefined) return;
  const request = await ctx.records.get('labRequest', requestId);
  if (!request) return;
  if (isBlank(values.patient)) values.patient = request.patient;
  const testId = refId(values.test);
  if (isBlank(values.sample) && testId !== undefined) {
    const sample = await collectedSampleFor(ctx, requestId, testId);
    if (sample) values.sample = sample.id;
  }
}

function patientProblem(ctx: RuleContext, result: RecordValues, request: RecordValues) {
  if (Number(result.patient) === Number(request.patient)) return [];
  return ctx.records.get('patient', Number(request.patient)).then((patient) => [
    {
      field: 'patient',
      message: `${request.request_number} is for ${patientTitle(ctx, patient, request.patient)}: a result is recorded for its request's patient only`,
    },
  ]);
}

async function testProblem(
  ctx: RuleContext,
  change: RecordChange,
  request: RecordValues,
): Promise<Problem[]> {
  const test = Number(change.after.test);
  const ordered = testRows(request).map((row) => Number(row.test));
  if (!ordered.includes(test)) {
    const tests = await ctx.records.getMany('test', [test, ...ordered]);
    const title = (id: number) =>
      testTitle(
        tests.find((t) => Number(t.id) === id),
        id,
      );
    return [
      {
        field: 'test',
        message: `${title(test)} is not ordered on ${request.request_number}: its tests are ${ordered.map(title).join(', ')}`,
      },
    ];
  }
  const [other] = (
    await ctx.records.find('labResult', { lab_request: Number(request.id), test })
  ).filter((result) => Number(result.id) !== change.id);
  if (!other) return [];
  const catalogue = await ctx.records.get('test', test);
  return [
    {
      field: 'test',
      conflict: 'RESULT_EXISTS',
      message: `${request.request_number} already has a result for ${testTitle(catalogue, test)} (lab result ${other.id}, ${other.status}): open it to change its values`,
    },
  ];
}

async function sampleProblem(ctx: RuleContext, result: RecordValues, request: RecordValues) {
  const test = await ctx.records.get('test', Number(result.test));
  if (!test) return [];
  const type = await ctx.records.get('laboratorySampleType', Number(test.sample_type));
  const typeName = type ? String(type.name) : `sample type #${String(test.sample_type)}`;
  if (isBlank(result.sample))
    return [
      {
        field: 'sample',
        message: `${request.request_number} has no ${typeName} sample collected for ${test.code}: record the sample's collection before entering its results`,
      },
    ];
  const sample = await ctx.records.get('labSample', Number(result.sample));
  if (!sample || Number(sample.sample_type) === Number(test.sample_type)) return [];
  const its = await ctx.records.get('laboratorySampleType', Number(sample.sample_type));
  return [
    {
      field: 'sample',
      message: `${sample.sample_number} is ${its ? its.name : 'another sample type'}, and ${test.code} is run on ${typeName}: pick the request's ${typeName} sample`,
    },
  ];
}

export const labResultLinks: ModelRule = {
  name: 'laboratory.result-links',
  models: ['labResult'],

  fill: fillLinks,

  async prepare(ctx, change) {
    if (!writesValues(change)) return;
    const requestId = refId(change.after.lab_request);
    if (requestId !== undefined) await ctx.records.lock('labRequest', [requestId]);
    await fillLinks(ctx, change.after);
  },

  async check(ctx, change) {
    if (!writesValues(change) && change.action !== 'restore') return [];
    const request = await ctx.records.get('labRequest', Number(change.after.lab_request));
    if (!request) return [];
    if (change.action === 'restore') {
      await ctx.records.lock('labRequest', [Number(request.id)]);
      return (await testProblem(ctx, change, request)).filter((p) => p.conflict);
    }
    const testProblems = await testProblem(ctx, change, request);
    // A test the request did not order has no sample to look for.
    const ordered = testProblems.every((problem) => problem.conflict);
    return [
      ...(await patientProblem(ctx, change.after, request)),
      ...testProblems,
      ...(ordered ? await sampleProblem(ctx, change.after, request) : []),
    ];
  },
};
