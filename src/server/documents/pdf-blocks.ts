/** pdfmake pieces both billing documents are made of: the issuer's heading, labelled lines, tables. */
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

/** "Label  value" lines as a borderless two-column table (values right-aligned when asked). */
export function labelledLines(lines: DocumentLine[], valueAlign: 'left' | 'right'): PdfNode {
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
