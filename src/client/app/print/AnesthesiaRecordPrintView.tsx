/**
 * The A4 anesthesia record as the browser prints it, the same text as its PDF: the hospital's
 * heading, the patient beside the operation, the team beside the times, the pre-anesthesia
 * assessment, each series' table (header repeated on every page it runs onto, no row split)
 * with its totals, the vital signs' trend drawn above theirs by the PDF's own SVG (an image
 * with its description as text alternative), and the signatures with lines to sign on.
 */
import type {
  AnesthesiaRecordDocument,
  AnesthesiaRecordSection,
} from '../../../engine/documents/anesthesia-record-types';
import { anesthesiaTrendSvg } from '../../../engine/documents/anesthesia-trend-svg';
import {
  DocumentTableView,
  DocumentTitleHeading,
  PRINT_HEADING as HEADING,
  LabelledLines,
  LinesSideBySide,
} from './DocumentBlocks';

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function Section({ section }: { section: AnesthesiaRecordSection }) {
  return (
    <section className="mt-3">
      <h2 className={`${HEADING} break-after-avoid`}>{section.title}</h2>
      {section.trend && (
        <img
          src={svgUrl(anesthesiaTrendSvg(section.trend))}
          alt={section.trend.description}
          className="mb-2 w-full break-inside-avoid"
        />
      )}
      {section.table.rows.length > 0 ? (
        <div className="text-[9pt] [&_tbody_td:first-child]:whitespace-nowrap">
          <DocumentTableView table={section.table} caption={section.title} />
        </div>
      ) : (
        <p className="italic">Nothing recorded.</p>
      )}
      {section.totals.length > 0 && (
        <div className="mt-1 break-inside-avoid">
          <LabelledLines lines={section.totals} alignValues="left" />
        </div>
      )}
    </section>
  );
}

function SignOn({ label }: { label: string }) {
  return (
    <div className="flex-1">
      <div className="h-8 w-[78mm] border-b border-black" />
      <p className="mt-0.5 text-slate-600">{label}</p>
    </div>
  );
}

export function AnesthesiaRecordPrintView({ doc }: { doc: AnesthesiaRecordDocument }) {
  return (
    <article data-print-document="anesthesiaRecord" className="w-full text-[10pt] leading-snug">
      <DocumentTitleHeading issuer={doc.issuer} title={doc.title} />
      <LinesSideBySide left={['Patient', doc.patient]} right={['Operation', doc.operation]} />
      <LinesSideBySide left={['Team', doc.team]} right={['Times', doc.times]} />
      <section className="mt-3 break-inside-avoid">
        <h2 className={HEADING}>Pre-anesthesia Assessment</h2>
        {doc.preAnesthesia.length > 0 ? (
          <LabelledLines lines={doc.preAnesthesia} alignValues="left" />
        ) : (
          <p className="italic">{doc.preAnesthesiaNote}</p>
        )}
      </section>
      {doc.sections.map((section) => (
        <Section key={section.title} section={section} />
      ))}
      <section className="mt-4 break-inside-avoid">
        <h2 className={HEADING}>Signatures</h2>
        <LabelledLines lines={doc.signatures} alignValues="left" />
        <div className="mt-2 flex gap-6">
          <SignOn label="Anesthetist's signature" />
          <SignOn label="Date and time" />
        </div>
      </section>
    </article>
  );
}
