// check:schemas for ref columns, fetchFrom, row formulas and refFilter: each mistake reported
// at the JSON pointer of the property at fault.
import { describe, expect, it } from 'vitest';
import type { FieldSchema } from '../../../../src/engine/types';
import { build, fixture } from './fixtures';

function withLines(columns: unknown[], extra: Record<string, FieldSchema> = {}) {
  const f = fixture();
  f.visit.fields.lines = { type: 'one_to_many', label: 'Lines', columns } as FieldSchema;
  Object.assign(f.visit.fields, extra);
  return build(f).problems;
}

const at = (rest: string) => `schemas/visit.json#/fields/${rest}`;

describe('check:schemas on picked records', () => {
  it('accepts a sound table: a ref column, fetched columns, a formula and a refFilter', () => {
    expect(
      withLines([
        {
          field: 'who',
          type: 'select',
          ref: 'patient',
          refFilter: { sex: 'Female', mrn: { empty: false } },
        },
        { field: 'rate', type: 'currency', fetchFrom: 'who.weight' },
        { field: 'qty', type: 'number' },
        { field: 'amount', type: 'currency', formula: 'qty * rate' },
      ]),
    ).toEqual([]);
  });

  it('reports a ref column on a model that does not exist, or on a column that is no select', () => {
    expect(
      withLines([
        { field: 'a', type: 'select', ref: 'ward' },
        { field: 'b', type: 'text', ref: 'patient' },
      ]),
    ).toEqual([
      `${at('lines/columns/0/ref')}: unknown model "ward"`,
      `${at('lines/columns/1/ref')}: a ref column must be a select column`,
    ]);
  });

  it('reports a fetchFrom naming no column, or a column without ref', () => {
    expect(
      withLines([
        { field: 'plain', type: 'select', options: [{ id: 'x', name: 'x' }] },
        { field: 'a', type: 'currency', fetchFrom: 'service.price' },
        { field: 'b', type: 'currency', fetchFrom: 'plain.price' },
      ]),
    ).toEqual([
      `${at('lines/columns/1/fetchFrom')}: "service" is not a column of this record`,
      `${at('lines/columns/2/fetchFrom')}: "plain" has no "ref": nothing is picked to fetch from`,
    ]);
  });

  it('reports a fetchFrom reading a field the picked model does not have', () => {
    expect(
      withLines(
        [
          { field: 'who', type: 'select', ref: 'patient' },
          { field: 'rate', type: 'currency', fetchFrom: 'who.fee' },
          { field: 'mrn', type: 'text', fetchFrom: 'who.mrn' },
          { field: 'picked', type: 'number', fetchFrom: 'who.id' },
        ],
        {
          patient: { type: 'select', ref: 'patient' },
          weight: { type: 'number', fetchFrom: 'patient.mass' },
        },
      ),
    ).toEqual([
      `${at('lines/columns/1/fetchFrom')}: "fee" is not a field of the patient model that "who" picks`,
      `${at('weight/fetchFrom')}: "mass" is not a field of the patient model that "patient" picks`,
    ]);
  });

  it('reports a formula naming an unknown column, a text column, a later formula, or malformed', () => {
    expect(
      withLines([
        { field: 'note', type: 'text' },
        { field: 'qty', type: 'number' },
        { field: 'a', type: 'number', formula: 'qty * rate' },
        { field: 'b', type: 'number', formula: 'qty * note' },
        { field: 'c', type: 'number', formula: 'qty + d' },
        { field: 'd', type: 'number', formula: 'qty * (' },
        { field: 'e', type: 'text', formula: 'qty' },
      ]),
    ).toEqual([
      `${at('lines/columns/2/formula')}: the formula reads the unknown column "rate"`,
      `${at('lines/columns/3/formula')}: the formula reads "note", which is not a number or currency column`,
      `${at('lines/columns/4/formula')}: the formula reads "d", a formula column at or after its own (formulas are computed left to right)`,
      expect.stringMatching(
        /^schemas\/visit\.json#\/fields\/lines\/columns\/5\/formula: the formula is malformed: /,
      ),
      `${at('lines/columns/6/formula')}: a formula column must be a number or currency column`,
    ]);
  });

  it('reports a refFilter without ref, and "$name" naming nothing of the record or row', () => {
    expect(
      withLines([{ field: 'who', type: 'select', ref: 'patient', refFilter: { sex: '$gender' } }], {
        other: { type: 'select', ref: 'patient', refFilter: { mrn: '$nothing' } },
        loose: { type: 'text', refFilter: { mrn: 'x' } },
        price: { type: 'currency', fetchFrom: 'loose.price' },
      }),
    ).toEqual([
      `${at('lines/columns/0/refFilter')}: "$gender" names no field of this record (or column of the row)`,
      `${at('other/refFilter')}: "$nothing" names no field of this record (or column of the row)`,
      `${at('loose/refFilter')}: refFilter needs "ref": it filters picked records`,
      `${at('price/fetchFrom')}: "loose" has no "ref": nothing is picked to fetch from`,
    ]);
  });

  it('reports refFilterMessages for no condition of the filter, or naming no picked field', () => {
    const picked = (refFilterMessages: Record<string, string>) =>
      withLines([], {
        who: {
          type: 'select',
          ref: 'patient',
          refFilter: { sex: 'Female' },
          refFilterMessages,
        } as FieldSchema,
      });
    expect(picked({ sex: '{mrn} is not a woman' })).toEqual([]);
    expect(picked({ mrn: 'No', sex: '{mrn} has {shoe_size}' })).toEqual([
      `${at('who/refFilterMessages/mrn')}: the refFilter has no condition on "mrn"`,
      `${at('who/refFilterMessages/sex')}: {shoe_size} names no field of patient`,
    ]);
  });
});
