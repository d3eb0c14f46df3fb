/**
 * The A4 radiology report as the browser prints it, the same text as its PDF: the study, the
 * patient and the dates, a notice when it is not signed or was amended, then technique,
 * findings and impression paragraph by paragraph (plain text: the stored rich text is never
 * rendered as HTML here), the attachments by name and the signature.
 */
import type { RadiologyReportDocument } from '../../../engine/documents/radiology-report-types';
import { IssuerHeading, LabelledLines } from './DocumentBlocks';

function Section({
  title,
  paragraphs,
  strong = false,
}: {
  title: string;
  paragraphs: string[];
  strong?: boolean;
}) {
  return (
    <section className="mt-3">
      <h2 className="mb-1 text-[11pt] font-bold">{title}</h2>
      {paragraphs.length > 0 ? (
        paragraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are printed once, in order.
          <p key={index} className={`mb-1 ${strong ? 'font-bold' : ''}`}>
            {paragraph}
          </p>
        ))
      ) : (
        <p className="italic">Not recorded.</p>
      )}
    </section>
  );
}

export function RadiologyReportPrintView({ doc }: { doc: RadiologyReportDocument }) {
  return (
    <article data-print-document="radiologyReport" className="w-full text-[10pt] leading-snug">
      <header className="flex items-start justify-between gap-6">
        <IssuerHeading issuer={doc.issuer} />
        <h1 className="w-[70mm] shrink-0 text-right text-[16pt] font-bold">{doc.title}</h1>
      </header>
      <div className="mt-3 grid grid-cols-2 gap-6">
        <section>
          <h2 className="mb-1 text-[11pt] font-bold">Patient</h2>
          <LabelledLines lines={doc.patient} alignValues="left" />
        </section>
        <section>
          <h2 className="mb-1 text-[11pt] font-bold">Dates</h2>
          <LabelledLines lines={doc.dates} alignValues="left" />
        </section>
      </div>
      <h2 className="mt-3 mb-1 text-[11pt] font-bold">Study</h2>
      <LabelledLines lines={doc.study} alignValues="left" />
      {doc.notice && <p className="mt-3 font-bold">{doc.notice}</p>}
      <Section title="Technique" paragraphs={doc.technique} />
      <Section title="Findings" paragraphs={doc.findings} />
      <Section title="Impression" paragraphs={doc.impression} strong />
      {doc.attachments.length > 0 && (
        <p className="mt-3 text-slate-700">Images and documents: {doc.attachments.join(', ')}</p>
      )}
      <div className="mt-4 break-inside-avoid">
        {doc.signature.length > 0 ? (
          <LabelledLines lines={doc.signature} alignValues="left" />
        ) : (
          <p className="font-bold">Not signed.</p>
        )}
      </div>
    </article>
  );
}
