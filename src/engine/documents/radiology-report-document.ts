/**
 * The printed radiology report, from the radiology result and its request as the API answers
 * them (with their references' titles): the patient, the study and its dates, the report's
 * technique, findings and impression as paragraphs, its attachments by name, and who signed it
 * when. Whether it may be read at all is the server's (the result's read rules).
 */
import { ageText } from '../clinical/patient-age';
import { formatDateTime, splitInstant } from '../format/dates';
import type { RefTitles } from '../format/record-title';
import { DEFAULT_SETTINGS } from '../types';
import { text, titleAt } from './document-format';
import type { DocumentIssuer, DocumentLine } from './document-types';
import type { RadiologyReportDocument } from './radiology-report-types';
import { richTextParagraphs } from './rich-text-paragraphs';

export interface RadiologyReportSources {
  result: Record<string, unknown>;
  /** The result's request, as the reader reads it (its test, body part, times). */
  request: Record<string, unknown>;
  /** The titles of the result's and the request's references (patient, test). */
  titles?: RefTitles;
  issuer: DocumentIssuer;
  /** What the reader may see of the patient beside the name: MRN, sex, date of birth. */
  patient: { mrn?: string; sex?: string; date_of_birth?: string };
  /** The study's modality, as the catalogue names it ("X-ray"). */
  modality: string;
  /** People by name, from their e-mail addresses. */
  names: { requestedBy: string; performedBy: string; signedBy: string };
  timeZone?: string;
}

const when = (value: unknown, zone: string) => (value ? formatDateTime(text(value), zone) : '');
const filled = (lines: DocumentLine[]) => lines.filter((line) => line.value !== '');

function fileNames(value: unknown): string[] {
  const entries = Array.isArray(value) ? value : value ? [value] : [];
  return entries.flatMap((entry) =>
    entry &&
    typeof entry === 'object' &&
    typeof (entry as { filename?: unknown }).filename === 'string'
      ? [(entry as { filename: string }).filename]
      : [],
  );
}

/** Why a printout is not (or no longer only) the signed report, if it is not. */
function noticeOf(result: Record<string, unknown>, zone: string): string | undefined {
  if (result.status === 'Draft')
    return 'Not signed: a draft report, not yet checked and signed by a radiologist.';
  if (result.status === 'Amended')
    return `Not signed: this report is being amended (${text(result.amendment_reason)}); the corrected report is signed again.`;
  if (result.amendment_reason)
    return `Amended ${when(result.amended_at, zone)}: ${text(result.amendment_reason)}`;
  return undefined;
}

export function radiologyReportDocument(sources: RadiologyReportSources): RadiologyReportDocument {
  const { result, request, titles, patient, names } = sources;
  const zone = sources.timeZone ?? DEFAULT_SETTINGS.timeZone;
  const number =
    text(request.request_number) || `Radiology Request ${text(result.radiology_request)}`;
  const signed = result.status === 'Signed';
  const studyDay = [request.performed_at, request.requested_at, result.created_at]
    .map((value) => splitInstant(value, zone)?.date)
    .find(Boolean);
  const age = studyDay ? ageText(patient.date_of_birth, studyDay) : null;
  const notice = noticeOf(result, zone);
  return {
    kind: 'radiologyReport',
    filename: `${number}.pdf`,
    title: signed ? 'Radiology Report' : 'Draft Radiology Report',
    issuer: sources.issuer,
    patient: filled([
      { label: 'Name', value: titleAt(titles, 'patient', result.patient, 'Patient') },
      { label: 'MRN', value: text(patient.mrn) },
      { label: 'Sex', value: text(patient.sex) },
      { label: 'Age', value: age ?? '' },
    ]),
    study: filled([
      { label: 'Request Number', value: number },
      { label: 'Examination', value: titleAt(titles, 'test', request.test, 'Radiology Test') },
      { label: 'Modality', value: sources.modality },
      { label: 'Body Part', value: text(request.body_part) },
      { label: 'Priority', value: text(request.priority) },
      { label: 'Requested By', value: names.requestedBy },
      { label: 'Clinical Information', value: text(request.clinical_notes) },
    ]),
    dates: filled([
      { label: 'Requested', value: when(request.requested_at ?? request.created_at, zone) },
      { label: 'Scheduled', value: when(request.scheduled_at, zone) },
      {
        label: 'Performed',
        value: [when(request.performed_at, zone), names.performedBy && `by ${names.performedBy}`]
          .filter(Boolean)
          .join(' '),
      },
      { label: 'Reported', value: signed ? when(result.signed_at, zone) : '' },
    ]),
    ...(notice ? { notice } : {}),
    // The technique is plain text: its lines are its paragraphs.
    technique: text(result.technique)
      .split(/\n+/)
      .map((line) => line.trim())
      .filter(Boolean),
    findings: richTextParagraphs(result.findings),
    impression: richTextParagraphs(result.impression),
    attachments: fileNames(result.attachments),
    signature: signed
      ? [
          {
            label: 'Signed By',
            value: [names.signedBy, when(result.signed_at, zone)].filter(Boolean).join(', '),
          },
        ]
      : [],
  };
}
