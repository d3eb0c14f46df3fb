/**
 * The A4 discharge summary as the browser prints it, the same text as its PDF: the hospital's
 * heading, the patient and the stay side by side, a notice for a draft, the diagnoses with their
 * ICD-10 codes, procedures, hospital course, condition at discharge, the medicines to take home
 * (a table whose header repeats on a second page, no row split), follow-up, advice and who wrote
 * and signed it. Sections and the signature are kept whole on a page where they fit.
 */
import type { DischargeSummaryDocument } from '../../../engine/documents/discharge-summary-types';
import {
  DocumentTableView,
  DocumentTitleHeading,
  PRINT_HEADING as HEADING,
  LabelledLines,
  LinesSideBySide,
  ParagraphSection as Section,
} from './DocumentBlocks';

function Medicines({ doc }: { doc: DischargeSummaryDocument }) {
  const title = doc.prescription
    ? `Medicines to Take Home (${doc.prescription})`
    : 'Medicines to Take Home';
  return (
    <section className="mt-3">
      <h2 className={HEADING}>{title}</h2>
      {doc.medicines.rows.length > 0 ? (
        <DocumentTableView table={doc.medicines} caption={title} />
      ) : (
        <p className="italic">None prescribed.</p>
      )}
    </section>
  );
}

export function DischargeSummaryPrintView({ doc }: { doc: DischargeSummaryDocument }) {
  const signed = doc.signature.some((line) => line.label === 'Signed By');
  return (
    <article data-print-document="dischargeSummary" className="w-full text-[10pt] leading-snug">
      <DocumentTitleHeading issuer={doc.issuer} title={doc.title} />
      <LinesSideBySide left={['Patient', doc.patient]} right={['Stay', doc.stay]} />
      {doc.notice && <p className="mt-3 font-bold">{doc.notice}</p>}
      <section className="mt-3 break-inside-avoid">
        <h2 className={HEADING}>Diagnoses</h2>
        <LabelledLines lines={doc.diagnoses} alignValues="left" />
      </section>
      <Section title="Procedures" paragraphs={doc.procedures} empty="None." />
      <Section title="Hospital Course" paragraphs={doc.course} />
      <section className="mt-3 break-inside-avoid">
        <h2 className={HEADING}>Condition at Discharge</h2>
        <p className={doc.condition ? 'font-bold' : 'italic'}>{doc.condition || 'Not recorded.'}</p>
      </section>
      <Medicines doc={doc} />
      <Section title="Follow-up" paragraphs={doc.followUp} />
      <Section title="Advice to Patient" paragraphs={doc.advice} empty="None." />
      <div className="mt-4 break-inside-avoid">
        <LabelledLines lines={doc.signature} alignValues="left" />
        {!signed && <p className="mt-1 font-bold">Not signed.</p>}
      </div>
    </article>
  );
}
