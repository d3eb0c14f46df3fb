/** The parts both printed documents are made of, drawn from the server's document. */
import type {
  DocumentIssuer,
  DocumentLine,
  DocumentTable,
} from '../../../engine/documents/document-types';

/** The company's name, address, phone and tax numbers, then the branch: as the PDF prints them. */
export function IssuerHeading({
  issuer,
  centred = false,
}: {
  issuer: DocumentIssuer;
  centred?: boolean;
}) {
  const join = (...parts: string[]) => parts.filter(Boolean).join('  ·  ');
  const { branch } = issuer;
  const lines = [
    issuer.legalName !== issuer.name ? issuer.legalName : '',
    issuer.address,
    join(issuer.phone && `Phone ${issuer.phone}`, issuer.email),
    join(`TIN ${issuer.tin}`, issuer.vatNumber && `VAT Reg. No. ${issuer.vatNumber}`),
    branch
      ? join(`Branch: ${branch.name}`, branch.address, branch.phone && `Phone ${branch.phone}`)
      : '',
  ].filter(Boolean);
  return (
    <div className={centred ? 'flex flex-col items-center text-center' : 'flex items-start gap-3'}>
      {issuer.logo && <img src={issuer.logo} alt="" className="h-14 w-14 object-contain" />}
      <div>
        <p className="text-base font-bold">{issuer.name}</p>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}

/** "Label  value" lines; values right-aligned for amounts. */
export function LabelledLines({
  lines,
  alignValues = 'right',
}: {
  lines: DocumentLine[];
  alignValues?: 'left' | 'right';
}) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3">
      {lines.map((line) => (
        <div key={line.label} className={`contents ${line.strong ? 'font-bold' : ''}`}>
          <dt className="text-slate-600">{line.label}</dt>
          <dd className={`${alignValues === 'right' ? 'text-right' : ''} tabular-nums`}>
            {line.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A document table. Printed, its header row repeats on every page it runs onto (a table's
 * thead does in Chromium and Firefox) and no row is split between pages.
 */
export function DocumentTableView({ table, caption }: { table: DocumentTable; caption: string }) {
  const align = (index: number) =>
    table.columns[index]?.align === 'right' ? 'text-right' : 'text-left';
  return (
    <table className="w-full border-collapse">
      <caption className="sr-only">{caption}</caption>
      <thead className="[display:table-header-group]">
        <tr className="border-b border-slate-500 bg-slate-200">
          {table.columns.map((column, index) => (
            <th key={column.label} scope="col" className={`px-1 py-0.5 font-bold ${align(index)}`}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, rowIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are printed once, in order.
          <tr key={rowIndex} className="break-inside-avoid border-b border-slate-300">
            {row.map((cell, index) => (
              <td
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are in column order.
                key={index}
                className={`px-1 py-0.5 align-top ${align(index)} ${index > 0 && align(index) === 'text-right' ? 'whitespace-nowrap tabular-nums' : 'break-words'}`}
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

/** A clinical document's section heading (11 pt bold). */
export const PRINT_HEADING = 'mb-1 text-[11pt] font-bold';

/** A section's heading and paragraphs, kept whole on a page; a section with nothing written says so. */
export function ParagraphSection({
  title,
  paragraphs,
  empty = 'Not recorded.',
}: {
  title: string;
  paragraphs: string[];
  empty?: string;
}) {
  return (
    <section className="mt-3 break-inside-avoid">
      <h2 className={PRINT_HEADING}>{title}</h2>
      {paragraphs.length > 0 ? (
        paragraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are printed once, in order.
          <p key={index} className="mb-1">
            {paragraph}
          </p>
        ))
      ) : (
        <p className="italic">{empty}</p>
      )}
    </section>
  );
}

/** A clinical document's heading: the issuer on the left, the title on the right. */
export function DocumentTitleHeading({ issuer, title }: { issuer: DocumentIssuer; title: string }) {
  return (
    <header className="flex items-start justify-between gap-6">
      <IssuerHeading issuer={issuer} />
      <h1 className="w-[70mm] shrink-0 text-right text-[16pt] font-bold">{title}</h1>
    </header>
  );
}

/** Two titled groups of labelled lines side by side (the patient and the stay or operation). */
export function LinesSideBySide({
  left,
  right,
}: {
  left: [title: string, lines: DocumentLine[]];
  right: [title: string, lines: DocumentLine[]];
}) {
  return (
    <div className="mt-3 grid grid-cols-2 gap-6 break-inside-avoid">
      {[left, right].map(([title, lines]) => (
        <section key={title}>
          <h2 className={PRINT_HEADING}>{title}</h2>
          <LabelledLines lines={lines} alignValues="left" />
        </section>
      ))}
    </div>
  );
}
