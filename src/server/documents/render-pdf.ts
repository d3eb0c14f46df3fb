/**
 * Printed documents (and the demo hospital's scanned letters) as PDF bytes, drawn by pdfmake
 * (pure JavaScript over pdfkit: no browser on the server). Its fonts are the Roboto files it
 * ships, embedded so any reader shows the text.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { PrintedDocument } from '../../engine/documents/printed-document';
import { anesthesiaRecordPdf } from './anesthesia-record-pdf';
import { dischargeSummaryPdf } from './discharge-summary-pdf';
import { invoicePdf } from './invoice-pdf';
import { labReportPdf } from './lab-report-pdf';
import { operationNotePdf } from './operation-note-pdf';
import { radiologyReportPdf } from './radiology-report-pdf';
import { receiptPdf } from './receipt-pdf';

const fontsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);
const font = (file: string) => path.join(fontsDir, file);

pdfmake.setFonts({
  Roboto: {
    normal: font('Roboto-Regular.ttf'),
    bold: font('Roboto-Medium.ttf'),
    italics: font('Roboto-Italic.ttf'),
    bolditalics: font('Roboto-MediumItalic.ttf'),
  },
});
// A document is made of our own data: it may read its fonts, and nothing else from disk or the
// network (the logo arrives as a data URL).
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontsDir + path.sep));

/** Each printed document's pdfmake definition, by its kind. */
function definitionOf(doc: PrintedDocument): object {
  switch (doc.kind) {
    case 'invoice':
      return invoicePdf(doc);
    case 'receipt':
      return receiptPdf(doc);
    case 'labReport':
      return labReportPdf(doc);
    case 'radiologyReport':
      return radiologyReportPdf(doc);
    case 'dischargeSummary':
      return dischargeSummaryPdf(doc);
    case 'operationNote':
      return operationNotePdf(doc);
    case 'anesthesiaRecord':
      return anesthesiaRecordPdf(doc);
  }
}

export function renderPdf(doc: PrintedDocument): Promise<Buffer> {
  return pdfBytes(definitionOf(doc));
}

/** Any pdfmake document definition as PDF bytes, in the fonts and access rules above. */
export function pdfBytes(definition: object): Promise<Buffer> {
  return pdfmake.createPdf(definition).getBuffer();
}
