/** A lab request's printed report from its detail page: Print report and Download PDF. */
import type { DetailExtraProps } from '../models/detail-extras';
import { labReportPdfUrl, labReportPrintPath } from '../print/print-paths';
import { ReportActions } from '../print/ReportActions';

export function LabReportActions({ record }: DetailExtraProps) {
  const number = typeof record.request_number === 'string' ? record.request_number : '';
  return (
    <ReportActions
      printPath={labReportPrintPath(record.id)}
      pdfUrl={labReportPdfUrl(record.id)}
      filename={`${number || `lab-request-${record.id}`}.pdf`}
    />
  );
}
