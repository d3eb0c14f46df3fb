/**
 * The A4 operation note as the browser prints it, the same text as its PDF: the hospital's
 * heading, the patient and the operation side by side, the team, diagnosis and procedure, the
 * written sections and who signed it when. Sections and the signature are kept whole on a page
 * where they fit.
 */
import type { OperationNoteDocument } from '../../../engine/documents/operation-note-types';
import { IssuerHeading, LabelledLines, PRINT_HEADING, ParagraphSection } from './DocumentBlocks';

export function OperationNotePrintView({ doc }: { doc: OperationNoteDocument }) {
  return (
    <article data-print-document="operationNote" className="w-full text-[10pt] leading-snug">
      <header className="flex items-start justify-between gap-6">
        <IssuerHeading issuer={doc.issuer} />
        <h1 className="w-[70mm] shrink-0 text-right text-[16pt] font-bold">{doc.title}</h1>
      </header>
      <div className="mt-3 grid grid-cols-2 gap-6 break-inside-avoid">
        <section>
          <h2 className={PRINT_HEADING}>Patient</h2>
          <LabelledLines lines={doc.patient} alignValues="left" />
        </section>
        <section>
          <h2 className={PRINT_HEADING}>Operation</h2>
          <LabelledLines lines={doc.operation} alignValues="left" />
        </section>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-6 break-inside-avoid">
        <section>
          <h2 className={PRINT_HEADING}>Team</h2>
          <LabelledLines lines={doc.team} alignValues="left" />
        </section>
        <section>
          <h2 className={PRINT_HEADING}>Diagnosis and Procedure</h2>
          <LabelledLines lines={doc.diagnosis} alignValues="left" />
        </section>
      </div>
      <ParagraphSection title="Findings" paragraphs={doc.findings} />
      <ParagraphSection title="Procedure Details" paragraphs={doc.procedureDetails} />
      <ParagraphSection title="Complications" paragraphs={doc.complications} />
      <section className="mt-3 break-inside-avoid">
        <h2 className={PRINT_HEADING}>Estimated Blood Loss</h2>
        <p className={doc.bloodLoss ? '' : 'italic'}>{doc.bloodLoss || 'Not recorded.'}</p>
      </section>
      <ParagraphSection title="Specimens" paragraphs={doc.specimens} />
      <ParagraphSection title="Post-operative Instructions" paragraphs={doc.postOpInstructions} />
      <div className="mt-4 break-inside-avoid">
        <LabelledLines lines={doc.signature} alignValues="left" />
      </div>
    </article>
  );
}
