/**
 * The radiology report as an A4 PDF document definition (pdfmake): the hospital's heading with
 * the study, the patient and the dates, a notice when the report is not signed or was amended,
 * then the technique, findings and impression (each paragraph as written), the attachments by
 * name and who signed it when.
 */
import type { RadiologyReportDocument } from '../../engine/documents/radiology-report-types';
import { clinicalA4Document, issuerLines, labelledLines, type PdfNode } from './pdf-blocks';

function heading(doc: RadiologyReportDocument): PdfNode {
  return {
    columns: [
      ...(doc.issuer.logo ? [{ image: doc.issuer.logo, fit: [64, 64], width: 72 }] : []),
      { stack: issuerLines(doc.issuer, 'left'), width: '*' },
      { width: 210, stack: [{ text: doc.title, style: 'title', alignment: 'right' }] },
    ],
    columnGap: 10,
  };
}

/** A section's heading and paragraphs; a section with nothing written says so. */
function section(title: string, paragraphs: string[]): PdfNode[] {
  return [
    { text: title, style: 'section' },
    ...(paragraphs.length > 0
      ? paragraphs.map((paragraph) => ({ text: paragraph, margin: [0, 0, 0, 3] }))
      : [{ text: 'Not recorded.', italics: true }]),
  ];
}

export function radiologyReportPdf(doc: RadiologyReportDocument): object {
  const number = doc.study[0]?.value ?? '';
  const content: PdfNode[] = [
    heading(doc),
    {
      columns: [
        {
          width: '*',
          stack: [{ text: 'Patient', style: 'section' }, labelledLines(doc.patient, 'left')],
        },
        {
          width: '*',
          stack: [{ text: 'Dates', style: 'section' }, labelledLines(doc.dates, 'left')],
        },
      ],
      columnGap: 16,
    },
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
  return clinicalA4Document(number, doc, content, {
    notice: { bold: true, margin: [0, 10, 0, 0] },
  });
}
