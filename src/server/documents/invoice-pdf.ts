/** The invoice as an A4 PDF document definition (pdfmake). */
import type { InvoiceDocument } from '../../engine/documents/document-types';
import { a4Document, documentTable, issuerLines, labelledLines, type PdfNode } from './pdf-blocks';

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
  return a4Document({
    number: doc.details[0]?.value ?? '',
    title: doc.title,
    author: doc.issuer.name,
    content,
    styles: { notice: { color: '#b91c1c', bold: true, margin: [0, 8, 0, 0] } },
  });
}
