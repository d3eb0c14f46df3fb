/**
 * The radiology report as an A4 PDF document definition (pdfmake): the hospital's heading with
 * the study, the patient and the dates, a notice when the report is not signed or was amended,
 * then the technique, findings and impression (each paragraph as written), the attachments by
 * name and who signed it when.
 */
import type { RadiologyReportDocument } from '../../engine/documents/radiology-report-types';
import {
  clinicalA4Document,
  labelledLines,
  type PdfNode,
  paragraphSection as section,
} from './pdf-blocks';

export function radiologyReportPdf(doc: RadiologyReportDocument): object {
  const content: PdfNode[] = [
    { text: 'Study', style: 'section' },
    labelledLines(doc.study, 'left'),
  ];
  if (doc.notice) content.push({ text: doc.notice, style: 'notice' });
  content.push(
    ...section('Technique', doc.technique),
    ...section('Findings', doc.findings),
    ...section('Impression', doc.impression).map((node, index) =>
      // The conclusion stands out: its paragraphs in bold.
      index > 0 && typeof node === 'object' ? { ...node, bold: true } : node,
    ),
  );
  if (doc.attachments.length > 0)
    content.push({
      text: `Images and documents: ${doc.attachments.join(', ')}`,
      color: '#334155',
      margin: [0, 8, 0, 0],
    });
  content.push(
    doc.signature.length > 0
      ? { ...(labelledLines(doc.signature, 'left') as object), margin: [0, 12, 0, 0] }
      : { text: 'Not signed.', bold: true, margin: [0, 12, 0, 0] },
  );
  return clinicalA4Document({
    doc,
    number: doc.study[0]?.value ?? '',
    beside: ['Dates', doc.dates],
    content,
  });
}
