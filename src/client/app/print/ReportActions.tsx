/**
 * A printed report's two actions on the detail page of its record (a lab request, a radiology
 * result): Print report opens the A4 print view in a new tab (the page stays as it was);
 * Download PDF saves the server's PDF with the session's token (a plain link cannot send it).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { buttonClass } from '../../forms/widgets/shared';
import { downloadPdf } from './print-api';

export function ReportActions({
  printPath,
  pdfUrl,
  filename,
  printLabel = 'Print report',
}: {
  printPath: string;
  pdfUrl: string;
  /** The saved file's name, e.g. "LAB-2026-000001.pdf". */
  filename: string;
  /** The print link's words: "Print report", "Print summary". */
  printLabel?: string;
}) {
  const [problem, setProblem] = useState<string>();
  const download = () =>
    downloadPdf(pdfUrl, filename).then(
      () => setProblem(undefined),
      (failure: ApiFailure) => setProblem(failureMessage(failure)),
    );
  return (
    <>
      <Link to={printPath} target="_blank" rel="noopener" className={buttonClass}>
        {printLabel}
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
