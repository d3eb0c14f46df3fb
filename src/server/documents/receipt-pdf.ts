/** The receipt as an 80 mm PDF document definition (pdfmake): one page as long as it needs. */
import type { ReceiptDocument } from '../../engine/documents/document-types';
import { documentTable, issuerLines, labelledLines, type PdfNode } from './pdf-blocks';

/** 80 mm in points: the paper width of the usual receipt printer. */
const WIDTH = 226.77;
/** 4 mm: what such printers cannot reach at the edges. */
const MARGIN = 11.34;

export function receiptPdf(doc: ReceiptDocument): object {
  const content: PdfNode[] = [
    ...(doc.issuer.logo
      ? [{ image: doc.issuer.logo, fit: [48, 48], alignment: 'center', margin: [0, 0, 0, 4] }]
      : []),
    ...issuerLines(doc.issuer, 'center'),
    { text: doc.title, style: 'title' },
    labelledLines(doc.details, 'right'),
    { text: doc.tableTitle ?? 'Invoices Paid', style: 'section' },
    documentTable(
      doc.invoices,
      doc.invoices.columns.map((_, index) => (index === 0 ? '*' : 'auto')),
    ),
    { ...(labelledLines(doc.summary, 'right') as object), margin: [0, 6, 0, 0] },
    { text: 'Thank you.', alignment: 'center', margin: [0, 8, 0, 0] },
  ];
  return {
    // pdfmake sizes an 'auto' height to the content: one slip, however many invoices it paid.
    pageSize: { width: WIDTH, height: 'auto' },
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    info: { title: `${doc.title} ${doc.details[0]?.value ?? ''}`.trim(), author: doc.issuer.name },
    defaultStyle: { font: 'Roboto', fontSize: 8, lineHeight: 1.15 },
    styles: {
      issuerName: { fontSize: 10, bold: true },
      title: { fontSize: 12, bold: true, alignment: 'center', margin: [0, 6, 0, 4] },
      section: { bold: true, margin: [0, 6, 0, 2] },
    },
    content,
  };
}
