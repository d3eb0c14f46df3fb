/**
 * The two papers demo patients brought, as the PDF files reception scanned: a health centre's
 * referral letter and a private clinic's ECG report. Drawn by pdfmake (render-pdf.ts). Their
 * findings match the patient's story (demo-clinic-surgery.ts, demo-clinic-followups.ts); the
 * ECG's left ventricular hypertrophy is read by the Sokolow-Lyon voltage criterion (S in V1 plus
 * R in V5 or V6 of 35 mm or more; Sokolow and Lyon, American Heart Journal 1949;37:161).
 */
import { pdfBytes } from '../documents/render-pdf';
import type { RecordValues } from '../models/model-runtime';

const DAY_MS = 86_400_000;

const fullName = (patient: RecordValues) =>
  [patient.first_name, patient.middle_name, patient.last_name].filter(Boolean).join(' ');

const ageOn = (patient: RecordValues, day: string) =>
  Math.floor((Date.parse(day) - Date.parse(String(patient.date_of_birth))) / DAY_MS / 365.25);

/** "2 March 2026". */
const longDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const line = (label: string, value: string) => ({
  text: [{ text: `${label}: `, bold: true }, value],
  margin: [0, 0, 0, 4],
});

function page(heading: string[], title: string, body: object[]) {
  return {
    pageSize: 'A5',
    pageMargins: [36, 36, 36, 36],
    info: { title },
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.2 },
    content: [
      ...heading.map((text, i) => ({
        text,
        alignment: 'center',
        bold: i === 0,
        fontSize: i === 0 ? 12 : 9,
      })),
      { text: title, alignment: 'center', bold: true, fontSize: 11, margin: [0, 10, 0, 10] },
      ...body,
    ],
  };
}

function referralLetter(patient: RecordValues, day: string) {
  return page(['Kality Health Center', 'Akaki Kality Sub-City, Addis Ababa'], 'Referral Form', [
    line('Date', longDate(day)),
    line('To', 'Surgical Outpatient Department'),
    line(
      'Patient',
      `${fullName(patient)}, ${ageOn(patient, day)} years, ${String(patient.sex).toLowerCase()}`,
    ),
    line('Address', String(patient.city ?? '')),
    line(
      'History',
      'Pain around the navel since yesterday evening, moved to the right lower abdomen overnight; loss of appetite; vomited once.',
    ),
    line(
      'Findings',
      'T 38.0 °C, pulse 100/min, BP 120/80 mmHg. Tenderness and guarding in the right iliac fossa; rebound tenderness.',
    ),
    line('Treatment given', 'Paracetamol 1 g by mouth; nothing more by mouth.'),
    line('Impression', 'Acute appendicitis'),
    line(
      'Reason for referral',
      'Surgical evaluation and management: the health center has no surgical service.',
    ),
    { text: 'Referred by: Meron Alemu, Health Officer', margin: [0, 16, 0, 0] },
  ]);
}

function ecgReport(patient: RecordValues, day: string) {
  return page(['Cardiac Clinic', 'Bole Road, Addis Ababa'], '12-Lead Electrocardiogram Report', [
    line(
      'Patient',
      `${fullName(patient)}, ${ageOn(patient, day)} years, ${String(patient.sex).toLowerCase()}`,
    ),
    line('Date', longDate(day)),
    line('Indication', 'Raised blood pressure and palpitations'),
    line('Rhythm and rate', 'Sinus rhythm, 84/min'),
    line('Intervals', 'PR 0.16 s, QRS 0.09 s, QTc 0.42 s; axis +30°'),
    line('Voltage', 'S in V1 + R in V5 = 38 mm (Sokolow-Lyon criterion: 35 mm or more)'),
    line('ST segments and T waves', 'No ST deviation; no T-wave inversion'),
    line(
      'Conclusion',
      'Sinus rhythm; left ventricular hypertrophy by voltage criteria. Suggest echocardiography and blood pressure control.',
    ),
    { text: 'Reported by: Dr. Yonas Tefera, Cardiologist', margin: [0, 16, 0, 0] },
  ]);
}

/** The letter's PDF bytes for this patient, dated `day`. */
export function letterPdf(letter: 'referral' | 'ecg', patient: RecordValues, day: string) {
  return pdfBytes(letter === 'referral' ? referralLetter(patient, day) : ecgReport(patient, day));
}
