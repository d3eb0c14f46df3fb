// The anesthesia record's PDF (pdfmake) read back with pdf.js: a table's totals never stand on a
// page apart from their table. However far down the page a short table of fluids falls (the
// monitoring log before it growing one entry at a time), the fluids' totals are printed under the
// table's header: on the page of its last entry, or past the page's foot under the header
// repeated (they are the table's last row); a table too long for one page runs on with its
// header repeated on every page. A section's heading is printed on the page of its table's
// header, above it, however near the foot the table starts (failed before the heading became the
// table's first header row: at 27 entries before, the heading stayed on page 1, the table on 2).
import { describe, expect, it } from 'vitest';
import type {
  AnesthesiaRecordDocument,
  AnesthesiaRecordSection,
} from '../../../src/engine/documents/anesthesia-record-types';
import type { DocumentTable } from '../../../src/engine/documents/document-types';
import { renderPdf } from '../../../src/server/documents/render-pdf';
import { pdfPages } from '../../helpers/pdf-text';

const left = (label: string) => ({ label, align: 'left' as const });
const right = (label: string) => ({ label, align: 'right' as const });
const time = (i: number) =>
  `${String(8 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`;

function monitoring(entries: number): AnesthesiaRecordSection {
  const table: DocumentTable = {
    columns: [left('Time'), left('Event'), left('Details'), left('By')],
    rows: Array.from({ length: entries }, (_, i) => [
      time(i),
      'Observation',
      `Stable, entry ${i + 1}`,
      'Anesthesia Nurse Demo',
    ]),
  };
  return { title: 'Monitoring and Events', table, totals: [] };
}

function fluids(entries: number): AnesthesiaRecordSection {
  const table: DocumentTable = {
    columns: [left('Time'), left('In or Out'), left('Fluid'), right('Volume (mL)')],
    rows: Array.from({ length: entries }, (_, i) => [
      time(i),
      'In',
      i === entries - 1 ? 'Last fluid entry' : 'Normal saline 0.9%',
      '500',
    ]),
  };
  return {
    title: 'Fluids In and Out',
    table,
    totals: [
      { label: 'In: Normal saline 0.9%', value: `${entries * 500} mL` },
      { label: 'Total In', value: `${entries * 500} mL`, strong: true },
      { label: 'Total Out', value: '0 mL', strong: true },
      { label: 'Balance (in − out)', value: `+${entries * 500} mL`, strong: true },
    ],
  };
}

function record(sections: AnesthesiaRecordSection[]): AnesthesiaRecordDocument {
  return {
    kind: 'anesthesiaRecord',
    filename: 'SC-2027-000001 anesthesia record.pdf',
    title: 'Anesthesia Record',
    issuer: {
      name: 'Tena General Hospital',
      legalName: 'Tena General Hospital PLC',
      tin: '0012345678',
      vatNumber: '',
      address: 'Bole, Woreda 03, Addis Ababa',
      phone: '11-618-0500',
      email: 'info@tena.example',
    },
    patient: [{ label: 'Name', value: 'Abebe Kebede' }],
    operation: [{ label: 'Case Number', value: 'SC-2027-000001' }],
    team: [{ label: 'Anesthetist', value: 'Anesthesia Nurse Demo' }],
    times: [],
    preAnesthesia: [],
    preAnesthesiaNote: 'No pre-anesthesia assessment recorded.',
    sections,
    signatures: [],
  };
}

const pagesOf = async (sections: AnesthesiaRecordSection[]) =>
  (await pdfPages(await renderPdf(record(sections)))).map((page) => page.text);

const HEADER = 'Time In or Out Fluid Volume (mL)';

describe('the anesthesia record as a PDF', () => {
  it("never prints a table's totals on a page apart from their table, wherever it falls", async () => {
    const placements = new Set<string>();
    // 20 to 32 monitoring entries before it move a table of three fluids down the foot of the
    // first page: wholly on it, its totals alone past the foot, and then its rows too.
    for (let before = 20; before <= 32; before += 1) {
      const pages = await pagesOf([monitoring(before), fluids(3)]);
      const totalsPage = pages.findIndex((text) => text.includes('Balance (in − out)'));
      const lastPage = pages.findIndex((text) => text.includes('Last fluid entry'));
      placements.add(totalsPage === lastPage ? 'with its last entry' : 'under its header');
      // The totals follow the table's header (repeated on a new page) or its last entry.
      const totalsText = pages[totalsPage] ?? '';
      expect(totalsText, `${before} entries before`).toContain(HEADER);
      expect(totalsText.indexOf(HEADER), `${before} entries before`).toBeLessThan(
        totalsText.indexOf('Total In'),
      );
    }
    // The sweep reached both cases: the totals on their table's page, and past its foot.
    expect([...placements].sort()).toEqual(['under its header', 'with its last entry']);
  });

  it("never leaves a section's heading at a page foot when its table moves on", async () => {
    const placements = new Set<string>();
    // 20 to 34 monitoring entries before it move the fluids' heading and table down the foot of
    // the first page: both on it, the table's header and first row past the foot, then both.
    for (let before = 20; before <= 34; before += 1) {
      const pages = await pagesOf([monitoring(before), fluids(3)]);
      const headingPage = pages.findIndex((text) => text.includes('Fluids In and Out'));
      const tablePage = pages.findIndex((text) => text.includes(HEADER));
      placements.add(headingPage === 0 ? 'on the first page' : 'on the next page');
      expect(headingPage, `${before} entries before`).toBe(tablePage);
      // The heading stands over its table's header, never under it.
      const text = pages[tablePage] ?? '';
      expect(text.indexOf('Fluids In and Out'), `${before} entries before`).toBeLessThan(
        text.indexOf(HEADER),
      );
    }
    // The sweep reached both: heading and table on the first page, and both moved on.
    expect([...placements].sort()).toEqual(['on the first page', 'on the next page']);
  });

  it('runs a long table onto the next pages, its header repeated, its totals with its rows', async () => {
    const pages = await pagesOf([fluids(120)]);
    expect(pages.length).toBeGreaterThan(2);
    const totalsPage = pages.findIndex((text) => text.includes('Balance (in − out)'));
    expect(totalsPage).toBe(pages.findIndex((text) => text.includes('Last fluid entry')));
    for (const text of pages) expect(text).toContain(HEADER);
  });
});
