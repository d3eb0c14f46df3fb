// check:schemas reads a model's recordTitle template: each name in braces must be a field of the
// model that reads as a line of text, reported at #/recordTitle, before a title shows "{typo}".
import { describe, expect, it } from 'vitest';
import type { ModelSchema } from '../../../../src/engine/types';
import { build, fixture } from './fixtures';

function visitTitled(recordTitle: string, fields: ModelSchema['fields'] = {}): string[] {
  const f = fixture();
  Object.assign(f.visit.fields, fields);
  (f.visit as ModelSchema).recordTitle = recordTitle;
  return build(f).problems;
}

const at = 'schemas/visit.json#/recordTitle';

describe('check:schemas on recordTitle', () => {
  it('accepts a template of the model’s fields, a ref and an option among them', () => {
    expect(
      visitTitled('{arrived_at} · {patient} ({status})', { arrived_at: { type: 'datetime' } }),
    ).toEqual([]);
  });

  it('reports an unknown field, a table or password, and braces around anything else', () => {
    expect(
      visitTitled('{arrivd_at} · {lines} {secret} {arrived at}', {
        lines: { type: 'one_to_many', columns: [{ field: 'x', type: 'text' }] },
        secret: { type: 'password' },
      }),
    ).toEqual([
      `${at}: unknown field "arrivd_at"`,
      `${at}: field "lines" (one_to_many) cannot be shown in a title`,
      `${at}: field "secret" (password) cannot be shown in a title`,
      `${at}: "{arrived at}" is not a field name in braces`,
    ]);
  });

  it('refuses a template naming no field at all (the meta-schema)', () => {
    const problems = visitTitled('Visit');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^schemas\/visit\.json#\/recordTitle: must match pattern/);
  });
});
