/**
 * A radiology result's printed report from its detail page: Print report and Download PDF. A
 * report not signed yet prints as a draft (its title and notice say so).
 */
import type { DetailExtraProps } from '../models/detail-extras';
import { radiologyReportPdfUrl, radiologyReportPrintPath } from '../print/print-paths';
import { ReportActions } from '../print/ReportActions';

export function RadiologyReportActions({ record }: DetailExtraProps) {
  const titles = record.titles as Record<string, Record<string, string>> | undefined;
  const request = titles?.radiology_request?.[String(record.radiology_request)];
  return (
    <ReportActions
      printPath={radiologyReportPrintPath(record.id)}
      pdfUrl={radiologyReportPdfUrl(record.id)}
      filename={`${request || `radiology-result-${record.id}`}.pdf`}
    />
  );
}
