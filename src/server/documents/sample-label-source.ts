/**
 * A lab sample's label, read as the caller may read it: the sample through the model service
 * (404 for none, 403 without its detail right), the patient's name as a title, the MRN, sex and
 * age only to those who may read them on a patient (lab-report-source.ts's patientOf), the
 * sample type and container, the request's number and priority, and the number's barcode.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { ageText } from '../../engine/clinical/patient-age';
import { DEFAULT_SETTINGS } from '../../engine/types';
import type { LabSampleLabel } from '../../engine/wire/lab-sample-label';
import { code128Svg } from '../laboratory/sample-barcode';
import type { AnyDb } from '../models/any-db';
import type { Actor } from '../models/model-service';
import type { DocumentDeps } from './document-sources';
import { titlesOf } from './document-sources';
import { patientOf } from './lab-report-source';

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : String(value);

const atZone = (iso: string, pattern: string) =>
  formatInTimeZone(new Date(iso), DEFAULT_SETTINGS.timeZone, pattern);

export async function sampleLabelFor(
  deps: DocumentDeps,
  actor: Actor,
  id: number,
): Promise<LabSampleLabel> {
  const sample = await deps.models.get('labSample', actor, id);
  const db = deps.db as unknown as AnyDb;
  const [titles, patient, type, request] = await Promise.all([
    titlesOf(deps, actor, 'labSample', sample),
    patientOf(deps, actor, db, sample.patient),
    deps.models.get('laboratorySampleType', actor, Number(sample.sample_type)),
    deps.models.get('labRequest', actor, Number(sample.lab_request)),
  ]);
  const collected = text(sample.collected_at) ?? String(sample.created_at);
  const number = String(sample.sample_number);
  return {
    sample_number: number,
    barcode_svg: code128Svg(number),
    patient: titles.patient?.[String(sample.patient)] ?? `Patient #${sample.patient}`,
    mrn: text(patient.mrn),
    sex: text(patient.sex),
    age: patient.date_of_birth
      ? ageText(patient.date_of_birth, atZone(collected, 'yyyy-MM-dd'))
      : null,
    sample_type: String(type.name),
    container: text(type.container),
    collected_at: atZone(collected, 'dd-MM-yyyy HH:mm'),
    request_number: String(request.request_number),
    priority: text(request.priority),
  };
}
