// Who did something, by name (issue 21, ward-fixes): a staff stamp (a derived e-mail field the
// rules fill: an order sheet's Acknowledged By) reads as the person's name the answer's titles
// give it on the detail page, in lists and in related lists; without a name it stays the e-mail,
// and other e-mail fields (a patient's own address) are never renamed.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Meta } from '../../../src/client/app/meta/meta';
import { loadRecordFieldsEngine, RecordFields } from '../../../src/client/app/models/RecordFields';
import { RelatedCell } from '../../../src/client/app/models/related/RelatedCell';
import type { GridColumn } from '../../../src/client/grid/core/types';
import { cellValue } from '../../../src/client/grid/core/values';
import { modelColumns } from '../../../src/client/grid/server-list/model-columns';
import { DEFAULT_SETTINGS, type ModelSchema } from '../../../src/engine/types';

const schema: ModelSchema = {
  model: 'orderSheet',
  title: 'Order Sheet',
  groups: [{ id: 'ack', name: 'Acknowledgement' }],
  fields: {
    diet: { type: 'text', label: 'Diet', group: 'ack' },
    acknowledged_by: { type: 'email', label: 'Acknowledged By', group: 'ack', derived: true },
    family_email: { type: 'email', label: 'Family Email', group: 'ack' },
  },
  list: { columns: ['diet', 'acknowledged_by', 'family_email'] },
};
const titles = {
  acknowledged_by: { 'ipd-nurse@tena.demo': 'Hirut Bekele' },
  family_email: { 'son@example.com': 'Not a person the server names' },
};
const row = {
  id: 4,
  version: 1,
  diet: 'Soft diet',
  acknowledged_by: 'ipd-nurse@tena.demo',
  family_email: 'son@example.com',
};

describe('staff stamps by name', () => {
  it('on the detail page', async () => {
    const fields = () =>
      renderToStaticMarkup(
        createElement(
          MemoryRouter,
          null,
          createElement(RecordFields, {
            meta: { models: {}, rights: {} } as unknown as Meta,
            schema,
            record: { ...row, titles },
            user: { role: 'Doctor', permissions: ['Doctor'] },
          }),
        ),
      );
    // No field is shown before the form engine (loaded on its own) says which are visible.
    expect(fields()).toBe('');
    await loadRecordFieldsEngine();
    const html = fields();
    expect(html).toContain('>Hirut Bekele</dd>');
    expect(html).not.toContain('ipd-nurse@tena.demo');
    expect(html).toContain('>son@example.com</dd>');
  });

  it('in lists, the e-mail where the answer names no one', () => {
    const shown = (answer: typeof titles | undefined, field: string) =>
      cellValue(
        row,
        modelColumns(schema, { titles: answer }).find((c) => c.field === field) as GridColumn,
      );
    expect(shown(titles, 'acknowledged_by')).toBe('Hirut Bekele');
    expect(shown(undefined, 'acknowledged_by')).toBe('ipd-nurse@tena.demo');
    expect(shown(titles, 'family_email')).toBe('son@example.com');
  });

  it('in related lists', () => {
    const cell = (name: 'acknowledged_by' | 'family_email') =>
      renderToStaticMarkup(
        createElement(RelatedCell, {
          name,
          field: schema.fields[name],
          value: row[name],
          titles,
          settings: DEFAULT_SETTINGS,
        }),
      );
    expect(cell('acknowledged_by')).toBe('Hirut Bekele');
    expect(cell('family_email')).toBe('son@example.com');
  });
});
