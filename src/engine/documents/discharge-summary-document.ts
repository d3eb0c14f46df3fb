/**
 * The printed discharge summary, from the summary and its admission as the API answers them,
 * with the names the server looked up (ward, bed, doctor, diagnoses with ICD-10 codes, the
 * take-home medicines as the prescription lists them): the patient, the stay, the diagnoses,
 * procedures, course, condition, medicines, follow-up and advice, and who wrote and signed it
 * when. Whether it may be read at all is the server's (the summary's read rules).
 */
import { splitInstant } from '../format/dates';
import type { RefTitles } from '../format/record-title';
import { directionsText, doseText } from '../pharmacy';
import { DEFAULT_SETTINGS } from '../types';
import type { DischargeSummaryDocument } from './discharge-summary-types';
import { filledLines, instantText, paragraphsOf, patientLines, text } from './document-format';
import type { DocumentIssuer, DocumentTable } from './document-types';

/** One medicine to take home, as the prescription holds it with its names. */
export interface TakeHomeMedicine {
  drug: string;
  dose: number;
  dose_unit: string;
  route: string | null;
  frequency: string;
  duration_days: number | null;
  instructions: string | null;
}

export interface DischargeSummarySources {
  summary: Record<string, unknown>;
  admission: Record<string, unknown>;
  /** The summary's references' titles (its patient). */
  titles?: RefTitles;
  issuer: DocumentIssuer;
  /** What the reader may see of the patient beside the name: MRN, sex, date of birth. */
  patient: { mrn?: string; sex?: string; date_of_birth?: string };
  /** The stay's places and people by name. */
  stay: { ward: string; room: string; bed: string; doctor: string };
  /** Diseases by id: "J18.9 Pneumonia, unspecified". */
  diseases: ReadonlyMap<number, string>;
  /** The take-home prescription's number ("RX-2026-000004"), '' for none. */
  prescription: string;
  medicines: TakeHomeMedicine[];
  /** People by name, from their e-mail addresses. */
  names: { writtenBy: string; signedBy: string };
  timeZone?: string;
}

const when = instantText;
const filled = filledLines;
const paragraphs = paragraphsOf;

function medicinesTable(medicines: TakeHomeMedicine[]): DocumentTable {
  return {
    columns: [
      { label: 'Medicine', align: 'left' },
      { label: 'Dose', align: 'left' },
      { label: 'Route', align: 'left' },
      { label: 'Frequency', align: 'left' },
      { label: 'Duration', align: 'left' },
      { label: 'Directions', align: 'left' },
    ],
    rows: medicines.map((medicine) => {
      const days = medicine.duration_days;
      const directions = directionsText({
        dose: medicine.dose,
        doseUnit: medicine.dose_unit,
        route: medicine.route,
        frequency: medicine.frequency,
        durationDays: days,
      });
      return [
        // The formulary's names carry the strength: "Amoxicillin 500 mg capsule".
        medicine.drug,
        doseText(medicine.dose, medicine.dose_unit),
        text(medicine.route),
        medicine.frequency,
        days ? `${days} day${days === 1 ? '' : 's'}` : '',
        [directions, text(medicine.instructions)].filter(Boolean).join('. '),
      ];
    }),
  };
}

export function dischargeSummaryDocument(
  sources: DischargeSummarySources,
): DischargeSummaryDocument {
  const { summary, admission, titles, patient, stay, diseases, names } = sources;
  const zone = sources.timeZone ?? DEFAULT_SETTINGS.timeZone;
  const number = text(admission.admission_number) || `Admission ${text(summary.admission)}`;
  const signed = summary.status === 'Signed';
  const day = [admission.discharged_at, summary.recorded_at]
    .map((value) => splitInstant(value, zone)?.date)
    .find(Boolean);
  const disease = (id: unknown) => diseases.get(Number(id)) ?? '';
  const place = [stay.ward, stay.room && `room ${stay.room}`, stay.bed && `bed ${stay.bed}`]
    .filter(Boolean)
    .join(', ');
  return {
    kind: 'dischargeSummary',
    filename: `${number} discharge summary.pdf`,
    title: signed ? 'Discharge Summary' : 'Draft Discharge Summary',
    issuer: sources.issuer,
    patient: patientLines(titles, summary.patient, patient, day),
    stay: filled([
      { label: 'Admission Number', value: number },
      { label: 'Admitted', value: when(admission.admitted_at, zone) },
      { label: 'Discharged', value: when(admission.discharged_at, zone) },
      { label: 'Ward', value: place },
      { label: 'Admitting Doctor', value: stay.doctor },
      { label: 'Disposition', value: text(admission.discharge_disposition) },
    ]),
    ...(signed
      ? {}
      : { notice: 'Not signed: a draft summary, not yet checked and signed by the doctor.' }),
    diagnoses: filled([
      { label: 'Admission Diagnosis', value: disease(admission.admission_diagnosis) },
      { label: 'Final Diagnosis', value: disease(summary.final_diagnosis), strong: true },
      { label: 'Other Diagnoses', value: text(summary.other_diagnoses) },
    ]),
    procedures: paragraphs(summary.procedures),
    course: paragraphs(summary.course),
    condition: text(summary.condition_at_discharge),
    prescription: sources.prescription,
    medicines: medicinesTable(sources.medicines),
    followUp: paragraphs(summary.follow_up),
    advice: paragraphs(summary.instructions),
    signature: filled([
      {
        label: 'Written By',
        value: [names.writtenBy, when(summary.recorded_at, zone)].filter(Boolean).join(', '),
      },
      {
        label: 'Signed By',
        value: signed
          ? [names.signedBy, when(summary.signed_at, zone)].filter(Boolean).join(', ')
          : '',
      },
    ]),
  };
}
