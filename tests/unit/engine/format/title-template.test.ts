import { describe, expect, it } from 'vitest';
import { recordTitle, titleFields } from '../../../../src/engine/format/record-title';
import { renderTitleTemplate, templateFields } from '../../../../src/engine/format/title-template';
import type { ModelSchema } from '../../../../src/engine/types';
import { DEFAULT_SETTINGS } from '../../../../src/engine/types';

const visit: ModelSchema = {
  model: 'visit',
  title: 'Visit',
  groups: [],
  recordTitle: '{arrived_at} · {department}',
  fields: {
    visit_number: { type: 'text' },
    arrived_at: { type: 'datetime' },
    department: { type: 'select', ref: 'department' },
  },
  naming: { field: 'visit_number', pattern: 'VIS-{YYYY}-{seq:6}' },
};

const disease: ModelSchema = {
  model: 'disease',
  title: 'Disease',
  groups: [],
  recordTitle: '{code} {title}',
  fields: { code: { type: 'text' }, title: { type: 'text' }, is_common: { type: 'checkbox' } },
};

describe('title templates', () => {
  it('names the fields in braces, each once, in order', () => {
    expect(templateFields('{code} {title}')).toEqual(['code', 'title']);
    expect(templateFields('{a} · {b} ({a})')).toEqual(['a', 'b']);
    expect(templateFields('no fields {not a name}')).toEqual([]);
  });

  it('leaves out an empty field with the text leading to it, and keeps text that opens it', () => {
    const values: Record<string, string> = { a: 'A', b: '', c: 'C' };
    const text = (name: string) => values[name] ?? '';
    expect(renderTitleTemplate('{a} · {b} · {c}', text)).toBe('A · C');
    expect(renderTitleTemplate('{b} · {c}', text)).toBe('C');
    expect(renderTitleTemplate('{a} · {b}', text)).toBe('A');
    expect(renderTitleTemplate('Chapter {a} ({c})', text)).toBe('Chapter A (C)');
    expect(renderTitleTemplate('Chapter {a} ({b})', text)).toBe('Chapter A');
    expect(renderTitleTemplate('{b}', text)).toBe('');
  });

  it('takes its title fields from the template instead of the name, number or columns', () => {
    expect(titleFields(visit)).toEqual(['arrived_at', 'department']);
    expect(titleFields(disease)).toEqual(['code', 'title']);
    expect(titleFields({ ...disease, recordTitle: '{code} {missing}' })).toEqual(['code']);
  });

  it('calls a visit by its time on the hospital clock and its department title', () => {
    const record = { id: 7, arrived_at: '2026-11-26T14:30:00Z', department: 3 };
    const titles = { department: { '3': 'Internal Medicine' } };
    expect(recordTitle(visit, record, DEFAULT_SETTINGS, undefined, titles)).toBe(
      'November 26, 2026, 9:30 AM · Internal Medicine',
    );
    const inAddis = { ...DEFAULT_SETTINGS, timeZone: 'Africa/Addis_Ababa' };
    expect(recordTitle(visit, record, inAddis, undefined, titles)).toBe(
      'November 26, 2026, 5:30 PM · Internal Medicine',
    );
    // Without the department's title (the reader may not read departments) the time alone.
    expect(recordTitle(visit, record)).toBe('November 26, 2026, 9:30 AM');
    // Only the fields the reader may see; none shown, the model and number.
    expect(recordTitle(visit, record, DEFAULT_SETTINGS, ['department'], titles)).toBe(
      'Internal Medicine',
    );
    expect(recordTitle(visit, { id: 7 }, DEFAULT_SETTINGS, undefined, titles)).toBe('Visit #7');
  });

  it('calls a disease by its code and title', () => {
    const record = { id: 1, code: 'B50.9', title: 'Plasmodium falciparum malaria, unspecified' };
    expect(recordTitle(disease, record)).toBe('B50.9 Plasmodium falciparum malaria, unspecified');
    expect(recordTitle(disease, { id: 2, title: 'Scabies' })).toBe('Scabies');
  });
});
