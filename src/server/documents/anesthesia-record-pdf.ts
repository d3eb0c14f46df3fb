/**
 * The anesthesia record as an A4 PDF document definition (pdfmake), the same parts in the same
 * order as the print view: the hospital's heading with the title, the patient beside the
 * operation, the team beside the times, the pre-anesthesia assessment, then each series' table
 * (the vital signs' trend drawn above theirs, by the same SVG as the print view), its header
 * row repeated on every page it runs onto and no row split, with the totals under it as the
 * table's last row (never on a page apart from the table), and the signatures with a line for
 * the anesthetist's hand. A section's heading is its table's first header row, so it goes to
 * the next page with the table's header and first row (keepWithHeaderRows), never left alone at
 * a page's foot, and names the table again on each page it runs onto.
 */
import type {
  AnesthesiaRecordDocument,
  AnesthesiaRecordSection,
} from '../../engine/documents/anesthesia-record-types';
import { anesthesiaTrendSvg, TREND_WIDTH } from '../../engine/documents/anesthesia-trend-svg';
import {
  clinicalA4Document,
  documentTable,
  labelledLines,
  linesSideBySide,
  type PdfNode,
  TABLE_LAYOUT,
} from './pdf-blocks';

/**
 * The time column as wide as its text; words share the rest and numbers take their width, or, in
 * a table of numbers only, the numbers share it.
 */
function widthsOf(section: AnesthesiaRecordSection) {
  const columns = section.table.columns.slice(1);
  const numbersOnly = columns.every((column) => column.align === 'right');
  return ['auto', ...columns.map((c) => (numbersOnly || c.align === 'left' ? '*' : 'auto'))];
}

/**
 * A heading outside a table (the pre-anesthesia assessment's, a section over its trend), never
 * left alone at the foot of a page (pageBreakBefore below).
 */
const heading = (text: string): PdfNode => ({ text, style: 'section', headlineLevel: 1 });

/**
 * Moves a heading with nothing after it on its page to the next page. pdfmake 0.3.11 reports a
 * table's rows moved to the next page (keepWithHeaderRows, dontBreakRows) on the old one, so this
 * cannot see a heading left over a table that moved: a table's heading is its first row instead.
 */
function pageBreakBefore(
  node: { headlineLevel?: number },
  page: { getFollowingNodesOnPage: () => unknown[] },
): boolean {
  return node.headlineLevel === 1 && page.getFollowingNodesOnPage().length === 0;
}

/**
 * The totals as the table's last row, across every column: a row is never split and a table's
 * header repeats on each page, so the totals never stand on a page apart from their table (as a
 * block of their own under it, they could).
 */
function totalsRow(section: AnesthesiaRecordSection): Record<string, unknown>[] {
  const span = section.table.columns.length;
  return [
    {
      colSpan: span,
      fontSize: 10,
      stack: [{ ...(labelledLines(section.totals, 'left') as object), margin: [0, 2, 0, 0] }],
    },
    ...Array.from({ length: span - 1 }, () => ({})),
  ];
}

/**
 * The heading as the table's first header row across every column, without the lines of the
 * table (drawn from under the column headings on), set as the headings outside tables are.
 */
function headingRow(section: AnesthesiaRecordSection): Record<string, unknown>[] {
  const span = section.table.columns.length;
  return [
    { text: section.title, style: 'section', colSpan: span, margin: [-3, 10, 0, 1] },
    ...Array.from({ length: span - 1 }, () => ({})),
  ];
}

const HEADED_TABLE_LAYOUT = { ...TABLE_LAYOUT, hLineWidth: (i: number) => (i <= 1 ? 0 : 0.5) };

function sectionNodes(section: AnesthesiaRecordSection): PdfNode[] {
  const nodes: PdfNode[] = [];
  if (section.trend)
    nodes.push({
      unbreakable: true,
      stack: [
        heading(section.title),
        { svg: anesthesiaTrendSvg(section.trend), width: TREND_WIDTH, margin: [0, 0, 0, 6] },
      ],
    });
  if (section.table.rows.length === 0) {
    const none: PdfNode = { text: 'Nothing recorded.', italics: true };
    nodes.push(section.trend ? none : { unbreakable: true, stack: [heading(section.title), none] });
    return nodes;
  }
  const node = documentTable(section.table, widthsOf(section)) as {
    layout: object;
    table: { body: Record<string, unknown>[][]; headerRows: number; keepWithHeaderRows?: number };
  };
  // The header rows never alone at the foot of a page: they go with the first row.
  node.table.keepWithHeaderRows = 1;
  // A time (past midnight with its date) and a number with its unit are kept on one line; the
  // headings may wrap.
  const oneLine = section.table.columns.map((c, index) => index === 0 || c.align === 'right');
  for (const row of node.table.body.slice(1))
    row.forEach((cell, index) => {
      if (oneLine[index]) cell.noWrap = true;
    });
  if (section.totals.length > 0) node.table.body.push(totalsRow(section));
  // Over its trend the heading stands already.
  if (!section.trend) {
    node.table.body.unshift(headingRow(section));
    node.table.headerRows = 2;
    node.layout = HEADED_TABLE_LAYOUT;
  }
  nodes.push({ ...node, fontSize: 9 });
  return nodes;
}

/** A line to sign on, with what it is for under it. */
const signOn = (label: string): PdfNode => ({
  width: '*',
  stack: [
    { canvas: [{ type: 'line', x1: 0, y1: 24, x2: 220, y2: 24, lineWidth: 0.6 }] },
    { text: label, color: '#475569', margin: [0, 2, 0, 0] },
  ],
});

export function anesthesiaRecordPdf(doc: AnesthesiaRecordDocument): object {
  const content: PdfNode[] = [
    linesSideBySide(['Team', doc.team], ['Times', doc.times]),
    heading('Pre-anesthesia Assessment'),
    doc.preAnesthesia.length > 0
      ? labelledLines(doc.preAnesthesia, 'left')
      : { text: doc.preAnesthesiaNote, italics: true },
    ...doc.sections.flatMap(sectionNodes),
    {
      unbreakable: true,
      stack: [
        { text: 'Signatures', style: 'section' },
        labelledLines(doc.signatures, 'left'),
        {
          columns: [signOn("Anesthetist's signature"), signOn('Date and time')],
          columnGap: 24,
          margin: [0, 6, 0, 0],
        },
      ],
    },
  ];
  const definition = clinicalA4Document({
    doc,
    number: doc.operation[0]?.value ?? '',
    beside: ['Operation', doc.operation],
    content,
  });
  return { ...definition, pageBreakBefore };
}
