/**
 * The operation note as an A4 PDF document definition (pdfmake), the same parts in the same
 * order as the print view: the hospital's heading with the title, the patient and the operation
 * side by side, the team, diagnosis and procedure, then findings, procedure details,
 * complications, blood loss, specimens, post-operative instructions and who signed it when.
 */
import type { OperationNoteDocument } from '../../engine/documents/operation-note-types';
import {
  clinicalA4Document,
  labelledLines,
  linesSideBySide,
  type PdfNode,
  paragraphSection,
} from './pdf-blocks';

export function operationNotePdf(doc: OperationNoteDocument): object {
  const content: PdfNode[] = [
    linesSideBySide(['Team', doc.team], ['Diagnosis and Procedure', doc.diagnosis]),
    ...paragraphSection('Findings', doc.findings),
    ...paragraphSection('Procedure Details', doc.procedureDetails),
    ...paragraphSection('Complications', doc.complications),
    { text: 'Estimated Blood Loss', style: 'section' },
    doc.bloodLoss ? { text: doc.bloodLoss } : { text: 'Not recorded.', italics: true },
    ...paragraphSection('Specimens', doc.specimens),
    ...paragraphSection('Post-operative Instructions', doc.postOpInstructions),
    { ...(labelledLines(doc.signature, 'left') as object), margin: [0, 14, 0, 0] },
  ];
  return clinicalA4Document({
    doc,
    number: doc.operation[0]?.value ?? '',
    beside: ['Operation', doc.operation],
    content,
  });
}
