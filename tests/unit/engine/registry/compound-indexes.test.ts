// A model's `indexes` (indexes over several columns): check:schemas accepts stored fields and
// record times, and names an unknown field, a multiple pick or a one_to_many table by pointer;
// the meta-schema refuses a one-column index (a field's `index` is for that) and a repeat.
import { describe, expect, it } from 'vitest';
import { compoundIndexes } from '../../../../src/server/models/compound-indexes';
import { planTable } from '../../../../src/server/models/table-plan';
import { build, fixture } from './fixtures';

function visitWith(indexes: unknown) {
  const f = fixture();
  Object.assign(f.visit.fields, {
    arrived_at: { type: 'datetime', group: 'main' },
    tags: { type: 'select', group: 'main', multiple: true, options: [{ id: 'a', name: 'A' }] },
    items: { type: 'one_to_many', group: 'main', columns: [{ field: 'name' }] },
  });
  (f.visit as { indexes?: unknown }).indexes = indexes;
  return f;
}

describe('compound indexes declared in a model schema', () => {
  it('accepts stored fields and record times, in the order the look-up reads them', () => {
    expect(build(visitWith([['patient', 'status', 'arrived_at']])).problems).toEqual([]);
    expect(build(visitWith([['patient', 'created_at']])).problems).toEqual([]);
  });

  it('names an unknown field, a multiple pick and a table by their pointers', () => {
    expect(build(visitWith([['patient', 'doctor']])).problems).toEqual([
      'schemas/visit.json#/indexes/0/1: unknown field "doctor" of visit',
    ]);
    expect(
      build(
        visitWith([
          ['patient', 'arrived_at'],
          ['tags', 'items'],
        ]),
      ).problems,
    ).toEqual([
      'schemas/visit.json#/indexes/1/0: "tags" holds several picks (JSON): an index cannot look them up',
      'schemas/visit.json#/indexes/1/1: unknown field "items" of visit',
    ]);
  });

  it('refuses a one-column index and a repeated column (meta-schema)', () => {
    expect(build(visitWith([['patient']])).problems.join('\n')).toMatch(
      /schemas\/visit\.json#\/indexes\/0: .*fewer than 2 items/,
    );
    expect(build(visitWith([['patient', 'patient']])).problems.join('\n')).toMatch(
      /schemas\/visit\.json#\/indexes\/0: .*duplicate items/,
    );
  });

  it('plans each index over its columns then id, named after the table and columns', () => {
    const f = visitWith([['patient', 'status', 'arrived_at']]);
    expect(compoundIndexes(f.visit, planTable(f.visit))).toEqual([
      {
        name: 'ix_m_visit_patient_status_arrived_at_cx',
        columns: ['patient', 'status', 'arrived_at', 'id'],
      },
    ]);
  });
});
