/**
 * A radiology result reports one performed request, for that request's patient: the patient
 * is the request's (filled when none is sent; another is 422 on `patient` naming the request's
 * patient); the request must be Performed (a study not yet done, or cancelled, has nothing to
 * report: 422 on `radiology_request`); a request has one result (409 RESULT_EXISTS naming it);
 * a result stays with the request it was written for; a report once signed is never deleted
 * (it is amended: 409 RESULT_SIGNED). The request's row is locked first, so of two results
 * written at once for one request the second sees the first.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { isBlank, patientTitle, refId } from '../laboratory/result-names';
import type { ModelRule, RecordChange, RuleContext } from '../types';

const requestName = (request: RecordValues) =>
  String(request.request_number ?? `radiology request ${request.id}`);

/** The request's patient where the result names none. */
async function fillPatient(ctx: RuleContext, values: RecordValues) {
  const id = refId(values.radiology_request);
  if (id === undefined || !isBlank(values.patient)) return;
  const request = await ctx.records.get('radiologyRequest', id);
  if (request) values.patient = request.patient;
}

async function patientProblems(ctx: RuleContext, result: RecordValues, request: RecordValues) {
  if (Number(result.patient) === Number(request.patient)) return [];
  const patient = await ctx.records.get('patient', Number(request.patient));
  return [
    {
      field: 'patient',
      message: `${requestName(request)} is for ${patientTitle(ctx, patient, request.patient)}: its report is for that patient only`,
    },
  ];
}

/** What a new report (or one restored) needs of its request: performed, and no other report. */
async function requestProblems(
  ctx: RuleContext,
  change: RecordChange,
  request: RecordValues,
): Promise<Problem[]> {
  const [other] = (
    await ctx.records.find('radiologyResult', { radiology_request: Number(request.id) })
  ).filter((result) => Number(result.id) !== change.id);
  if (other)
    return [
      {
        field: 'radiology_request',
        conflict: 'RESULT_EXISTS',
        message: `${requestName(request)} already has its report (radiology result ${other.id}, ${other.status}): open it to write or amend the report`,
      },
    ];
  const status = String(request.status);
  if (change.action === 'restore' || status === 'Performed' || status === 'Reported') return [];
  const why =
    status === 'Cancelled'
      ? 'a cancelled study has nothing to report'
      : "a report is written once the study is performed (the request's Perform step)";
  return [
    {
      field: 'radiology_request',
      message: `${requestName(request)} is ${status}: ${why}`,
    },
  ];
}

export const radiologyResultRequest: ModelRule = {
  name: 'radiology.result-request',
  models: ['radiologyResult'],

  fill: fillPatient,

  async check(ctx, change): Promise<Problem[]> {
    const { action, before, after } = change;
    if (action === 'transition') return [];
    if (action === 'delete')
      return before?.status === 'Draft'
        ? []
        : [
            {
              field: 'status',
              conflict: 'RESULT_SIGNED',
              message: 'This report was signed: it is kept, and corrected by amending it',
            },
          ];
    const id = refId(after.radiology_request);
    if (id === undefined) return [];
    if (action === 'update' && before && refId(before.radiology_request) !== id)
      return [
        {
          field: 'radiology_request',
          message:
            'A report stays with the request it reports: write a new report for the other request',
        },
      ];
    const [request] = await ctx.records.lock('radiologyRequest', [id]);
    if (!request) return [];
    return [
      ...(await patientProblems(ctx, after, request)),
      ...(action === 'create' || action === 'restore'
        ? await requestProblems(ctx, change, request)
        : []),
    ];
  },
};
