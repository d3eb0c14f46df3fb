/**
 * A discharge summary's printed form from its detail page: Print summary (the A4 print view in a
 * new tab) and Download PDF. A summary not signed yet prints as a draft (its title and notice
 * say so).
 */
import type { DetailExtraProps } from '../models/detail-extras';
import { dischargeSummaryPdfUrl, dischargeSummaryPrintPath } from '../print/print-paths';
import { ReportActions } from '../print/ReportActions';

export function DischargeSummaryActions({ record }: DetailExtraProps) {
  const titles = record.titles as Record<string, Record<string, string>> | undefined;
  const admission = titles?.admission?.[String(record.admission)]?.split(' · ')[0];
  return (
    <ReportActions
      printPath={dischargeSummaryPrintPath(record.id)}
      pdfUrl={dischargeSummaryPdfUrl(record.id)}
      filename={`${admission || `discharge-summary-${record.id}`} discharge summary.pdf`}
      printLabel="Print summary"
    />
  );
}
