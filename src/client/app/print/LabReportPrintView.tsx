/**
 * The A4 lab report as the browser prints it, the same text as its PDF: each test's values in a
 * table, abnormal values bold, critical ones bold with CRITICAL in their flag (never colour
 * alone); a test not verified yet says it is pending.
 */
import type { LabReportDocument, LabReportTest } from '../../../engine/documents/lab-report-types';
import { DocumentTableView, IssuerHeading, LabelledLines } from './DocumentBlocks';

const COLUMNS = ['Parameter', 'Result', 'Unit', 'Reference Range', 'Flag'];

function TestValues({ test }: { test: LabReportTest }) {
  return (
    <table className="w-full border-collapse">
      <caption className="sr-only">{test.name}</caption>
      <thead className="[display:table-header-group]">
        <tr className="border-b border-slate-500 bg-slate-200">
          {COLUMNS.map((label) => (
            <th key={label} scope="col" className="px-1 py-0.5 text-left font-bold">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {test.rows.map((row) => (
          <tr
            key={row.parameter}
            data-critical={row.critical || undefined}
            className={`break-inside-avoid border-b border-slate-300 ${row.critical ? 'font-bold' : ''}`}
          >
            <th
              scope="row"
              className={`px-1 py-0.5 text-left ${row.critical ? 'font-bold' : 'font-normal'}`}
            >
              {row.parameter}
            </th>
            {[row.value, row.unit, row.range, row.flag].map((cell, index) => (
              <td
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are in column order.
                key={index}
                // A critical value's whole row is bold; any other flagged value's result and flag.
                className={`px-1 py-0.5 align-top tabular-nums ${row.abnormal && (index === 0 || index === 3) ? 'font-bold' : ''}`}
              >
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TestSection({ test }: { test: LabReportTest }) {
  return (
    <section className="mt-3 break-inside-avoid-page">
      <h3 className="mb-0.5 text-[10pt]">
        <span className="font-bold">{test.name}</span>
        {test.sample && <span className="text-slate-600">{`   Sample ${test.sample}`}</span>}
      </h3>
      {test.verified ? (
        <>
          <TestValues test={test} />
          {test.comments && <p className="mt-1">Comments: {test.comments}</p>}
          {test.amended && <p className="mt-1 font-bold">{test.amended}</p>}
          {/* One line each: spaces between them collapsed, running the two together. */}
          <p className="mt-1 text-slate-700">
            {test.signatures.map((line) => (
              <span key={line.label} className="block">
                {`${line.label}: ${line.value}`}
              </span>
            ))}
          </p>
        </>
      ) : (
        <p className="italic">{test.pending}</p>
      )}
    </section>
  );
}

export function LabReportPrintView({ doc }: { doc: LabReportDocument }) {
  return (
    <article data-print-document="labReport" className="w-full text-[9pt] leading-snug">
      <header className="flex items-start justify-between gap-6">
        <IssuerHeading issuer={doc.issuer} />
        <div className="w-[74mm] shrink-0">
          <h1 className="mb-1 text-right text-[16pt] font-bold">{doc.title}</h1>
          <LabelledLines lines={doc.request} />
        </div>
      </header>
      <h2 className="mt-3 mb-1 text-[11pt] font-bold">Patient</h2>
      <div className="max-w-[110mm]">
        <LabelledLines lines={doc.patient} alignValues="left" />
      </div>
      <h2 className="mt-3 mb-1 text-[11pt] font-bold">Samples</h2>
      {doc.samples.rows.length > 0 ? (
        <DocumentTableView table={doc.samples} caption="Samples" />
      ) : (
        <p className="italic">No sample collected yet.</p>
      )}
      {doc.notice && <p className="mt-2 font-bold">{doc.notice}</p>}
      <h2 className="mt-3 text-[11pt] font-bold">Results</h2>
      {doc.tests.map((test, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tests are printed once, in order.
        <TestSection key={index} test={test} />
      ))}
    </article>
  );
}
