// The read-only table the queues, the emergency board and the invoice dialog share: a caption
// naming it (hidden, or shown as its title), row headers naming each row, numbers right-aligned
// in figures of one width, a heading for screen readers only, and a row saying it is empty.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type DataColumn, DataTable } from '../../../src/client/components/DataTable';

interface Row {
  id: number;
  name: string;
  minutes: number;
}
const columns: DataColumn<Row>[] = [
  { key: 'name', header: 'Patient', rowHeader: true, cell: (row) => row.name },
  {
    key: 'minutes',
    header: 'Waiting',
    numeric: true,
    cellStyle: (row) => ({ color: row.minutes > 30 ? 'red' : 'green' }),
    cell: (row) => row.minutes,
  },
  { key: 'open', header: 'Open', hiddenHeader: true, end: true, cell: () => 'Open' },
];
const render = (props: Partial<Parameters<typeof DataTable<Row>>[0]>) =>
  renderToStaticMarkup(
    createElement(DataTable<Row>, {
      caption: 'Waiting',
      columns,
      rows: [{ id: 7, name: 'Almaz', minutes: 45 }],
      rowKey: (row: Row) => row.id,
      ...props,
    }),
  );

describe('DataTable', () => {
  it('names each row by its row header and sets numbers right, in figures of one width', () => {
    const html = render({});
    expect(html).toContain('<caption class="sr-only">Waiting</caption>');
    expect(html).toMatch(/<th scope="row" class="[^"]*text-left font-medium[^"]*">Almaz<\/th>/);
    expect(html).toMatch(
      /<td class="px-3 py-2 text-right tabular-nums" style="color:red">45<\/td>/,
    );
    expect(html).toContain('<span class="sr-only">Open</span>');
    // A hidden caption leaves the heading row shaded; a shown one is the shaded title.
    expect(html).toMatch(/<thead class="bg-slate-50/);
    const titled = render({ showCaption: true });
    expect(titled).toMatch(/<caption class="bg-slate-50[^"]*font-semibold">Waiting<\/caption>/);
    expect(titled).toMatch(/<thead class="text-left/);
  });

  it('says it is empty in a row across every column, and frames a panel table lighter', () => {
    const html = render({ rows: [], empty: 'None.', frame: 'panel', alignTop: true });
    expect(html).toContain(
      '<td colSpan="3" class="px-3 py-2 align-top text-slate-600 dark:text-slate-300">None.</td>',
    );
    expect(html).toContain('rounded-md border border-slate-200 dark:border-slate-700');
    expect(render({ rows: [] })).not.toContain('colSpan');
  });
});
