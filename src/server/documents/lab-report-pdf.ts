/**
 * The lab report as an A4 PDF document definition (pdfmake): the hospital's heading with the
 * request, the patient, the samples, then each ordered test, its values in a table (abnormal
 * values bold, critical ones bold with CRITICAL in their flag), its comments and who entered and
 * verified it; a test not verified yet says it is pending.
 */
import type { LabReportDocument, LabReportTest } from '../../engine/documents/lab-report-types';
import {
  a4Document,
  CLINICAL_STYLES,
  documentTable,
  issuerLines,
  labelledLines,
  type PdfNode,
  TABLE_LAYOUT,
} from './pdf-blocks';

/** A test this long or shorter is kept on one page with its heading. */
const KEPT_TOGETHER_ROWS = 30;

const COLUMNS = ['Parameter', 'Result', 'Unit', 'Reference Range', 'Flag'];

function heading(doc: LabReportDocument): PdfNode {
  return {
    columns: [
      ...(doc.issuer.logo ? [{ image: doc.issuer.logo, fit: [64, 64], width: 72 }] : []),
      { stack: issuerLines(doc.issuer, 'left'), width: '*' },
      {
        width: 210,
        stack: [
          { text: doc.title, style: 'title', alignment: 'right' },
          labelledLines(doc.request, 'right'),
        ],
      },
    ],
    columnGap: 10,
  };
}

function valuesTable(test: LabReportTest): PdfNode {
  return {
    layout: TABLE_LAYOUT,
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ['*', 70, 60, 90, 75],
      body: [
        COLUMNS.map((label) => ({ text: label, bold: true, fillColor: '#e2e8f0' })),
        ...test.rows.map((row) =>
          [row.parameter, row.value, row.unit, row.range, row.flag].map((cell, index) => ({
            text: cell,
            // A critical value's whole row is bold; any other flagged value's result and flag.
            bold: row.critical || (row.abnormal && (index === 1 || index === 4)),
          })),
        ),
      ],
    },
  };
}

function testBlock(test: LabReportTest): PdfNode {
  const stack: PdfNode[] = [
    {
      text: [
        { text: test.name, bold: true },
        ...(test.sample ? [{ text: `   Sample ${test.sample}`, color: '#475569' }] : []),
      ],
      style: 'test',
    },
  ];
  if (!test.verified) stack.push({ text: test.pending ?? 'Pending', italics: true });
  else {
    stack.push(valuesTable(test));
    if (test.comments) stack.push({ text: `Comments: ${test.comments}`, margin: [0, 3, 0, 0] });
    if (test.amended) stack.push({ text: test.amended, bold: true, margin: [0, 3, 0, 0] });
    stack.push({
      text: test.signatures.map((line) => `${line.label}: ${line.value}`).join('     '),
      color: '#334155',
      margin: [0, 3, 0, 0],
    });
  }
  return { stack, ...(test.rows.length <= KEPT_TOGETHER_ROWS ? { unbreakable: true } : {}) };
}

export function labReportPdf(doc: LabReportDocument): object {
  const number = doc.request[0]?.value ?? '';
  const content: PdfNode[] = [
    heading(doc),
    { text: 'Patient', style: 'section' },
    labelledLines(doc.patient, 'left'),
    { text: 'Samples', style: 'section' },
    doc.samples.rows.length > 0
      ? documentTable(doc.samples, ['auto', '*', 'auto', 'auto', 'auto'])
      : { text: 'No sample collected yet.', italics: true },
  ];
  if (doc.notice) content.push({ text: doc.notice, style: 'notice' });
  content.push({ text: 'Results', style: 'section' }, ...doc.tests.map(testBlock));
  return a4Document({
    number,
    title: doc.title,
    author: doc.issuer.name,
    content,
    styles: {
      ...CLINICAL_STYLES,
      test: { fontSize: 10, margin: [0, 8, 0, 2] },
      notice: { bold: true, margin: [0, 8, 0, 0] },
    },
  });
}
