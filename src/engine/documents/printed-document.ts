/**
 * Every document the print views and the PDF downloads draw: the billing documents and the
 * clinical reports. A new kind adds its type here, its view to the client's PrintPage and its
 * pdfmake definition to the server's render-pdf.ts.
 */
import type { AnesthesiaRecordDocument } from './anesthesia-record-types';
import type { DischargeSummaryDocument } from './discharge-summary-types';
import type { BillingDocument } from './document-types';
import type { LabReportDocument } from './lab-report-types';
import type { OperationNoteDocument } from './operation-note-types';
import type { RadiologyReportDocument } from './radiology-report-types';

export type PrintedDocument =
  | BillingDocument
  | LabReportDocument
  | RadiologyReportDocument
  | DischargeSummaryDocument
  | OperationNoteDocument
  | AnesthesiaRecordDocument;
