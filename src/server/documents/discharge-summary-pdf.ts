/**
 * The discharge summary as an A4 PDF document definition (pdfmake), the same parts in the same
 * order as the print view: the hospital's heading with the title, the patient and the stay side
 * by side, a notice for a draft, the diagnoses, procedures, hospital course, condition at
 * discharge, the medicines to take home as a table, follow-up, advice, and who wrote and signed
 * it when.
 */
import type { DischargeSummaryDocument } from '../../engine/documents/discharge-summary-types';
import {
  clinicalA4Document,
  documentTable,
  labelledLines,
  type PdfNode,
  paragraphSection as section,
} from './pdf-blocks';

function medicines(doc: DischargeSummaryDocument): PdfNode[] {
  const title = doc.prescription
    ? `Medicines to Take Home (${doc.prescription})`
    : 'Medicines to Take Home';
  if (doc.medicines.rows.length === 0)
    return [
      { text: title, style: 'section' },
      { text: 'None prescribed.', italics: true },
    ];
  return [
    { text: title, style: 'section' },
    documentTable(doc.medicines, ['*', 'auto', 'auto', 'auto', 'auto', '*']),
  ];
}

export function dischargeSummaryPdf(doc: DischargeSummaryDocument): object {
  const content: PdfNode[] = [];
  if (doc.notice) content.push({ text: doc.notice, style: 'notice' });
  content.push(
    { text: 'Diagnoses', style: 'section' },
    labelledLines(doc.diagnoses, 'left'),
    ...section('Procedures', doc.procedures, 'None.'),
    ...section('Hospital Course', doc.course),
    { text: 'Condition at Discharge', style: 'section' },
    { text: doc.condition || 'Not recorded.', bold: doc.condition !== '' },
    ...medicines(doc),
    ...section('Follow-up', doc.followUp),
    ...section('Advice to Patient', doc.advice, 'None.'),
    { ...(labelledLines(doc.signature, 'left') as object), margin: [0, 14, 0, 0] },
  );
  if (!doc.signature.some((line) => line.label === 'Signed By'))
    content.push({ text: 'Not signed.', bold: true, margin: [0, 4, 0, 0] });
  return clinicalA4Document({
    doc,
    number: doc.stay[0]?.value ?? '',
    beside: ['Stay', doc.stay],
    content,
  });
}
