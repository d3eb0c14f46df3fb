/**
 * The A4 operation note as the browser prints it, the same text as its PDF: the hospital's
 * heading, the patient and the operation side by side, the team, diagnosis and procedure, the
 * written sections and who signed it when. Sections and the signature are kept whole on a page
 * where they fit.
 */
import type { OperationNoteDocument } from '../../../engine/documents/operation-note-types';
import {
  DocumentTitleHeading,
  LabelledLines,
  LinesSideBySide,
  ParagraphSection,
  PRINT_HEADING,
} from './DocumentBlocks';

export function OperationNotePrintView({ doc }: { doc: OperationNoteDocument }) {
  return (
    <article data-print-document="operationNote" className="w-full text-[10pt] leading-snug">
      <DocumentTitleHeading issuer={doc.issuer} title={doc.title} />
      <LinesSideBySide left={['Patient', doc.patient]} right={['Operation', doc.operation]} />
      <LinesSideBySide
        left={['Team', doc.team]}
        right={['Diagnosis and Procedure', doc.diagnosis]}
      />
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
