/** The invoice as an A4 PDF document definition (pdfmake). */
import type { InvoiceDocument } from '../../engine/documents/document-types';
import { documentTable, issuerLines, labelledLines, type PdfNode } from './pdf-blocks';

/** 15 mm each side, as the print view's @page: pdfmake measures in points (1 mm = 2.835 pt). */
const MARGIN = 42.5;

function heading(doc: InvoiceDocument): PdfNode {
  const issuer: PdfNode[] = issuerLines(doc.issuer, 'left');
  return {
    columns: [
      ...(doc.issuer.logo ? [{ image: doc.issuer.logo, fit: [64, 64], width: 72 }] : []),
      { stack: issuer, width: '*' },
      {
        width: 190,
        stack: [
          { text: doc.title, style: 'title', alignment: 'right' },
          labelledLines(doc.details, 'right'),
        ],
      },
    ],
    columnGap: 10,
  };
}

export function invoicePdf(doc: InvoiceDocument): object {
  const content: PdfNode[] = [
    heading(doc),
    { text: 'Bill To', style: 'section' },
    labelledLines(doc.billTo, 'left'),
  ];
  if (doc.notice) content.push({ text: doc.notice, style: 'notice' });
  content.push(
    { text: 'Items', style: 'section' },
    documentTable(doc.lines, ['auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto']),
    {
      columns: [
        { text: '', width: '*' },
        { width: 230, ...(labelledLines(doc.totals, 'right') as object) },
      ],
      margin: [0, 8, 0, 0],
      unbreakable: true,
    },
  );
  if (doc.payments) {
    content.push({ text: 'Payments', style: 'section' });
    content.push(
      doc.payments.rows.length > 0
        ? documentTable(doc.payments, ['auto', 'auto', 'auto', '*', 'auto', 'auto'])
        : { text: 'No payments yet.', italics: true },
    );
  }
  return {
    pageSize: 'A4',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN + 10],
    info: { title: `${doc.title} ${doc.details[0]?.value ?? ''}`.trim(), author: doc.issuer.name },
    defaultStyle: { font: 'Roboto', fontSize: 9, lineHeight: 1.15 },
    styles: {
      issuerName: { fontSize: 14, bold: true },
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
      section: { fontSize: 11, bold: true, margin: [0, 12, 0, 4] },
      notice: { color: '#b91c1c', bold: true, margin: [0, 8, 0, 0] },
    },
    content,
    footer: (page: number, pages: number) => ({
      text: `${doc.details[0]?.value ?? ''}  ·  Page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#475569',
      margin: [MARGIN, 12, MARGIN, 0],
    }),
  };
}
