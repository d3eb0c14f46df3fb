/**
 * An operation note's printed form from its detail page: Print operation note (the A4 print
 * view in a new tab) and Download PDF.
 */
import type { DetailExtraProps } from '../models/detail-extras';
import { operationNotePdfUrl, operationNotePrintPath } from '../print/print-paths';
import { ReportActions } from '../print/ReportActions';

export function OperationNoteActions({ record }: DetailExtraProps) {
  const titles = record.titles as Record<string, Record<string, string>> | undefined;
  const surgicalCase = titles?.surgical_case?.[String(record.surgical_case)]?.split(' · ')[0];
  return (
    <ReportActions
      printPath={operationNotePrintPath(record.id)}
      pdfUrl={operationNotePdfUrl(record.id)}
      filename={`${surgicalCase || `Operation note ${record.id}`} operation note.pdf`}
      printLabel="Print operation note"
    />
  );
}
