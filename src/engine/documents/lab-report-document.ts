/**
 * The printed laboratory report, from the lab request as the API answers it (with its
 * references' titles), its samples and its results. Nothing is judged here that the lab rules
 * keep: values, ranges and flags are printed as the server stored them when it flagged them, and
 * only a Verified result is printed; every other ordered test is listed as pending.
 */

import { ageText } from '../clinical/patient-age';
import { formatDateTime, splitInstant } from '../format/dates';
import type { RefTitles } from '../format/record-title';
import { DEFAULT_SETTINGS } from '../types';
import { text, titleAt } from './document-format';
import type { DocumentIssuer, DocumentLine } from './document-types';
import type { LabReportDocument, LabReportRow, LabReportTest } from './lab-report-types';

export interface LabReportSample {
  number: string;
  /** The sample type's name. */
  type: string;
  collectedAt: string | null;
  /** Who collected it, by name. */
  collectedBy: string;
  status: string;
  rejectionReason: string;
}

/** One stored value of a result (labResult.parameters). */
export type LabReportValue = Record<
  'parameter' | 'parameter_name' | 'value' | 'unit' | 'reference_range' | 'flag',
  string
>;

export interface LabReportResult {
  /** The catalogue test it is the result of (an id). */
  test: number;
  status: string;
  /** Its sample's number, '' when none is named. */
  sample: string;
  parameters: LabReportValue[];
  comments: string;
  /** Why it was amended after a first verification; '' when it never was. */
  amendmentReason: string;
  /** Names, not e-mail addresses. */
  enteredBy: string;
  enteredAt: string | null;
  verifiedBy: string;
  verifiedAt: string | null;
}

export interface LabReportSources {
  request: Record<string, unknown>;
  titles?: RefTitles;
  issuer: DocumentIssuer;
  /** What the reader may see of the patient beside the name: MRN, sex, date of birth. */
  patient: { mrn?: string; sex?: string; date_of_birth?: string };
  /** The ordering doctor's name. */
  orderedBy: string;
  samples: LabReportSample[];
  results: LabReportResult[];
  timeZone?: string;
}

const FLAGS: Record<string, string> = {
  Low: 'Low',
  High: 'High',
  Abnormal: 'Abnormal',
  'Critical Low': 'CRITICAL LOW',
  'Critical High': 'CRITICAL HIGH',
};

const PENDING: Record<string, string> = {
  Entered: 'Pending: awaiting verification',
  Amended: 'Pending: being amended, awaiting verification',
};

function row(value: LabReportValue): LabReportRow {
  const flag = FLAGS[value.flag] ?? '';
  return {
    parameter: value.parameter_name || value.parameter,
    value: value.value,
    unit: value.unit,
    range: value.reference_range,
    flag,
    abnormal: flag !== '',
    critical: value.flag.startsWith('Critical'),
  };
}

/** "Name, November 21, 2026, 9:05 AM", or what there is of it. */
function signed(name: string, at: string | null, zone: string): string {
  return [name, at ? formatDateTime(at, zone) : ''].filter(Boolean).join(', ');
}

function testOf(
  name: string,
  result: LabReportResult | undefined,
  cancelled: boolean,
  zone: string,
): LabReportTest {
  if (result?.status !== 'Verified') {
    const pending = cancelled
      ? 'Not done: the request was cancelled'
      : (PENDING[result?.status ?? ''] ?? 'Pending: no result yet');
    return { name, verified: false, pending, rows: [], signatures: [] };
  }
  return {
    name,
    verified: true,
    ...(result.sample ? { sample: result.sample } : {}),
    // A parameter of the panel left without a value (not measured) has nothing to report.
    rows: result.parameters.filter((value) => value.value.trim() !== '').map(row),
    ...(result.comments ? { comments: result.comments } : {}),
    ...(result.amendmentReason
      ? { amended: `Amended after verification: ${result.amendmentReason}` }
      : {}),
    signatures: [
      { label: 'Entered By', value: signed(result.enteredBy, result.enteredAt, zone) },
      { label: 'Verified By', value: signed(result.verifiedBy, result.verifiedAt, zone) },
    ],
  };
}

/** The patient's age on the day the sample was taken (the day the server flagged against). */
function ageLine(sources: LabReportSources, zone: string): DocumentLine[] {
  const { request, samples, patient } = sources;
  const at = [request.collected_at, samples[0]?.collectedAt, request.ordered_at, request.created_at]
    .map((value) => splitInstant(value, zone)?.date)
    .find(Boolean);
  const age = at ? ageText(patient.date_of_birth, at) : null;
  return age ? [{ label: 'Age', value: age }] : [];
}

export function labReportDocument(sources: LabReportSources): LabReportDocument {
  const { request, titles, samples } = sources;
  const zone = sources.timeZone ?? DEFAULT_SETTINGS.timeZone;
  const number = text(request.request_number) || `Lab Request ${request.id}`;
  const cancelled = request.status === 'Cancelled';
  const ordered = Array.isArray(request.tests) ? (request.tests as Record<string, unknown>[]) : [];
  // One result per ordered test: a test ordered twice takes the results in turn.
  const unclaimed = [...sources.results];
  const tests = ordered.map((line) => {
    const name = titleAt(titles, 'tests.test', line.test, 'Test');
    const verified = unclaimed.findIndex((r) => r.test === line.test && r.status === 'Verified');
    const index = verified >= 0 ? verified : unclaimed.findIndex((r) => r.test === line.test);
    const [result] = index >= 0 ? unclaimed.splice(index, 1) : [];
    return testOf(name, result, cancelled, zone);
  });
  const pending = tests.filter((test) => !test.verified).length;
  const notice = cancelled
    ? `Cancelled: ${text(request.cancellation_reason)}`
    : pending > 0
      ? `Interim report: ${pending} of ${tests.length} ${tests.length === 1 ? 'test is' : 'tests are'} not verified yet and listed as pending.`
      : undefined;
  const { patient } = sources;
  return {
    kind: 'labReport',
    filename: `${number}.pdf`,
    title: cancelled ? 'Cancelled Lab Request' : 'Laboratory Report',
    issuer: sources.issuer,
    patient: [
      { label: 'Name', value: titleAt(titles, 'patient', request.patient, 'Patient') },
      { label: 'MRN', value: text(patient.mrn) },
      { label: 'Sex', value: text(patient.sex) },
      ...ageLine(sources, zone),
    ].filter((line) => line.value !== ''),
    request: [
      { label: 'Request Number', value: number },
      { label: 'Ordered By', value: sources.orderedBy },
      { label: 'Ordered At', value: formatDateTime(text(request.ordered_at), zone) },
      { label: 'Priority', value: text(request.priority) },
      { label: 'Status', value: text(request.status) },
    ].filter((line) => line.value !== ''),
    samples: {
      columns: ['Sample', 'Type', 'Collected At', 'Collected By', 'Status'].map((label) => ({
        label,
        align: 'left' as const,
      })),
      rows: samples.map((sample) => [
        sample.number,
        sample.type,
        sample.collectedAt ? formatDateTime(sample.collectedAt, zone) : '',
        sample.collectedBy,
        sample.status === 'Rejected' ? `Rejected: ${sample.rejectionReason}` : sample.status,
      ]),
    },
    ...(notice ? { notice } : {}),
    tests,
  };
}
