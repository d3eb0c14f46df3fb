/**
 * A radiology result's printed report from its detail page: Print report opens the A4 print
 * view in a new tab (the page stays as it was); Download PDF saves the server's PDF with the
 * session's token. A report not signed yet prints as a draft (its title and notice say so).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { buttonClass } from '../../forms/widgets/shared';
import type { DetailExtraProps } from '../models/detail-extras';
import { downloadPdf } from '../print/print-api';
import { radiologyReportPdfUrl, radiologyReportPrintPath } from '../print/print-paths';

export function RadiologyReportActions({ record }: DetailExtraProps) {
  const [problem, setProblem] = useState<string>();
  const titles = record.titles as Record<string, Record<string, string>> | undefined;
  const request = titles?.radiology_request?.[String(record.radiology_request)];
  const download = () =>
    downloadPdf(
      radiologyReportPdfUrl(record.id),
      `${request || `radiology-result-${record.id}`}.pdf`,
    ).then(
      () => setProblem(undefined),
      (failure: ApiFailure) => setProblem(failureMessage(failure)),
    );
  return (
    <>
      <Link
        to={radiologyReportPrintPath(record.id)}
        target="_blank"
        rel="noopener"
        className={buttonClass}
      >
        Print report
      </Link>
      <button type="button" onClick={download} className={buttonClass}>
        Download PDF
      </button>
      {problem && (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
          The report could not be downloaded: {problem}
        </p>
      )}
    </>
  );
}
