/**
 * A lab request's report from its detail page: Print report opens the A4 print view in a new
 * tab (the page stays as it was); Download PDF saves the server's PDF with the session's token.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { buttonClass } from '../../forms/widgets/shared';
import type { DetailExtraProps } from '../models/detail-extras';
import { downloadPdf } from '../print/print-api';
import { labReportPdfUrl, labReportPrintPath } from '../print/print-paths';

export function LabReportActions({ record }: DetailExtraProps) {
  const [problem, setProblem] = useState<string>();
  const number = typeof record.request_number === 'string' ? record.request_number : '';
  const download = () =>
    downloadPdf(labReportPdfUrl(record.id), `${number || `lab-request-${record.id}`}.pdf`).then(
      () => setProblem(undefined),
      (failure: ApiFailure) => setProblem(failureMessage(failure)),
    );
  return (
    <>
      <Link
        to={labReportPrintPath(record.id)}
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
