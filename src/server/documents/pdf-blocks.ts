/**
 * pdfmake pieces the printed documents are made of: the issuer's heading, labelled lines, tables,
 * the A4 page (margins, footer, fonts and styles).
 */
import type {
  DocumentIssuer,
  DocumentLine,
  DocumentTable,
} from '../../engine/documents/document-types';

/** A pdfmake content node (its document definition is plain data). */
export type PdfNode = Record<string, unknown> | string;

/** Grey rules between rows, none at the sides: a printed bill, not a spreadsheet. */
export const TABLE_LAYOUT = {
  hLineWidth: (i: number) => (i === 0 ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => '#94a3b8',
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

/** The company's name, address, phone and tax numbers, then the branch, one line each. */
export function issuerLines(issuer: DocumentIssuer, alignment: 'left' | 'center'): PdfNode[] {
  const lines: PdfNode[] = [{ text: issuer.name, style: 'issuerName', alignment }];
  const add = (...parts: string[]) => {
    const line = parts.filter(Boolean).join('  ·  ');
    if (line) lines.push({ text: line, alignment });
  };
  if (issuer.legalName !== issuer.name) add(issuer.legalName);
  add(issuer.address);
  add(issuer.phone && `Phone ${issuer.phone}`, issuer.email);
  add(`TIN ${issuer.tin}`, issuer.vatNumber && `VAT Reg. No. ${issuer.vatNumber}`);
  const { branch } = issuer;
  if (branch)
    add(`Branch: ${branch.name}`, branch.address, branch.phone && `Phone ${branch.phone}`);
  return lines;
}

/**
 * "Label  value" lines as a borderless two-column table (values right-aligned when asked); none
 * is an empty line (pdfmake cannot lay out a table without rows).
 */
export function labelledLines(lines: DocumentLine[], valueAlign: 'left' | 'right'): PdfNode {
  if (lines.length === 0) return { text: '' };
  return {
    layout: 'noBorders',
    table: {
      widths: ['auto', '*'],
      body: lines.map((line) => [
        { text: line.label, color: '#475569', bold: line.strong === true },
        { text: line.value, alignment: valueAlign, bold: line.strong === true },
      ]),
    },
  };
}

/**
 * A document table whose header row repeats on every page it runs onto; a row is never split
 * between two pages.
 */
export function documentTable(table: DocumentTable, widths: (string | number)[]): PdfNode {
  return {
    layout: TABLE_LAYOUT,
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths,
      body: [
        table.columns.map((column) => ({
          text: column.label,
          bold: true,
          alignment: column.align,
          fillColor: '#e2e8f0',
        })),
        ...table.rows.map((row) =>
          row.map((cell, index) => ({ text: cell, alignment: table.columns[index]?.align })),
        ),
      ],
    },
  };
}

/** 15 mm each side, as the print views' @page: pdfmake measures in points (1 mm = 2.835 pt). */
export const A4_MARGIN = 42.5;

/**
 * An A4 document definition with the margins of the print views, a footer "number · Page n of
 * m" on every page, and the styles every document shares (the issuer's name, the title, a
 * section heading) beside its own.
 */
export function a4Document(parts: {
  /** The document's number: the footer's and the PDF's title's. */
  number: string;
  title: string;
  author: string;
  content: PdfNode[];
  fontSize?: number;
  styles?: Record<string, object>;
}): object {
  const { number } = parts;
  return {
    pageSize: 'A4',
    pageMargins: [A4_MARGIN, A4_MARGIN, A4_MARGIN, A4_MARGIN + 10],
    info: { title: `${parts.title} ${number}`.trim(), author: parts.author },
    defaultStyle: { font: 'Roboto', fontSize: parts.fontSize ?? 9, lineHeight: 1.15 },
    styles: {
      issuerName: { fontSize: 14, bold: true },
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
      section: { fontSize: 11, bold: true, margin: [0, 12, 0, 4] },
      ...parts.styles,
    },
    content: parts.content,
    footer: (page: number, pages: number) => ({
      text: `${number}  ·  Page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: '#475569',
      margin: [A4_MARGIN, 12, A4_MARGIN, 0],
    }),
  };
}

/** A clinical document's heading: the logo, the issuer's lines, and the title on the right. */
export function documentHeading(issuer: DocumentIssuer, title: string): PdfNode {
  return {
    columns: [
      ...(issuer.logo ? [{ image: issuer.logo, fit: [64, 64], width: 72 }] : []),
      { stack: issuerLines(issuer, 'left'), width: '*' },
      { width: 210, stack: [{ text: title, style: 'title', alignment: 'right' }] },
    ],
    columnGap: 10,
  };
}

/** Two titled sets of labelled lines side by side (the patient beside the stay or the study). */
export function linesSideBySide(
  left: [title: string, lines: DocumentLine[]],
  right: [title: string, lines: DocumentLine[]],
): PdfNode {
  return {
    columns: [left, right].map(([title, lines]) => ({
      width: '*',
      stack: [{ text: title, style: 'section' }, labelledLines(lines, 'left')],
    })),
    columnGap: 16,
  };
}

/** A section's heading and paragraphs; a section with nothing written says so. */
export function paragraphSection(
  title: string,
  paragraphs: string[],
  empty = 'Not recorded.',
): PdfNode[] {
  return [
    { text: title, style: 'section' },
    ...(paragraphs.length > 0
      ? paragraphs.map((paragraph) => ({ text: paragraph, margin: [0, 0, 0, 3] }))
      : [{ text: empty, italics: true }]),
  ];
}

/** The headings of a clinical document: a larger title, sections and notices a little apart. */
export const CLINICAL_STYLES: Record<string, object> = {
  title: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
  section: { fontSize: 11, bold: true, margin: [0, 10, 0, 3] },
  notice: { bold: true, margin: [0, 10, 0, 0] },
};

/**
 * A clinical document (discharge summary, operation note, anesthesia record, radiology report) on
 * A4 in 10 pt: the issuer's heading with the title, the patient beside the document's own lines
 * (the stay, the operation, the dates), then its content.
 */
export function clinicalA4Document(parts: {
  doc: { title: string; issuer: DocumentIssuer; patient: DocumentLine[] };
  /** The document's number: the footer's and the PDF's title's. */
  number: string;
  beside: [title: string, lines: DocumentLine[]];
  content: PdfNode[];
  styles?: Record<string, object>;
}): object {
  const { doc } = parts;
  return a4Document({
    number: parts.number,
    title: doc.title,
    author: doc.issuer.name,
    content: [
      documentHeading(doc.issuer, doc.title),
      linesSideBySide(['Patient', doc.patient], parts.beside),
      ...parts.content,
    ],
    fontSize: 10,
    styles: { ...CLINICAL_STYLES, ...parts.styles },
  });
}
