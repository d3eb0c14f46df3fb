// check:schemas reads every expression a model holds (validate, warnings, formulas, JSONata
// expressions, the conditions of dependencies and requiredWhen, $name date bounds) and reports
// a quoted or unknown name at its JSON pointer, before it blocks every value at run time.
import { describe, expect, it } from 'vitest';
import { compileForm, FormSession } from '../../../../src/engine/form';
import type { FieldSchema } from '../../../../src/engine/types';
import { build, fixture } from './fixtures';

/** The fixture's visit model with these fields added: its problems. */
function visitWith(fields: Record<string, unknown>): string[] {
  const f = fixture();
  Object.assign(f.visit.fields, fields as Record<string, FieldSchema>);
  return build(f).problems;
}

const at = (rest: string) => `schemas/visit.json#/fields/${rest}`;
const weight = { type: 'number', group: 'main', label: 'Weight' };
const visitDate = { type: 'date', group: 'main', label: 'Visit Date' };

describe('check:schemas on validate and warnings', () => {
  it('reports a quoted field name: the check would compare every value with the text', () => {
    expect(visitWith({ weight, bmi: { type: 'number', validate: "value < 'weight'" } })).toEqual([
      `${at('bmi/validate')}: 'weight' is a quoted string, not the field weight: write weight`,
    ]);
  });

  it('the quoted name did block every value at run time, the unquoted one works', () => {
    const run = (validate: string) => {
      const form = compileForm({ weight: { type: 'number' }, bmi: { type: 'number', validate } });
      const session = new FormSession(
        form,
        { weight: '70', bmi: '20' },
        {
          user: { role: 'Doctor', permissions: [] },
          logger: { warn: () => undefined },
        },
      );
      return session.validate().valid;
    };
    expect(run("value < 'weight'")).toBe(false);
    expect(run('value < weight')).toBe(true);
  });

  it('reports any other text, which the restricted mathjs cannot compare; numeric text is fine', () => {
    expect(
      visitWith({
        note: { type: 'text', validate: "value == 'Yes'" },
        dose: { type: 'number', validate: "value <= '40'" },
      }),
    ).toEqual([
      `${at('note/validate')}: 'Yes' is text, which an expression cannot compare (it reads numbers, and dates as day numbers)`,
    ]);
  });

  it('reports an unknown name and a malformed check inside warnings, at the warning', () => {
    const problems = visitWith({
      weight,
      muac: {
        type: 'number',
        warnings: [
          { validate: 'value >= 23 or agee < 18', message: 'Low MUAC' },
          { validate: 'value >=', message: 'Broken' },
          { validate: "value > 'weight'", message: 'Quoted' },
        ],
      },
    });
    expect(problems[0]).toBe(
      `${at('muac/warnings/0/validate')}: the expression reads the unknown name "agee"`,
    );
    expect(problems[1]).toMatch(
      /^schemas\/visit\.json#\/fields\/muac\/warnings\/1\/validate: the expression is malformed: /,
    );
    expect(problems[2]).toBe(
      `${at('muac/warnings/2/validate')}: 'weight' is a quoted string, not the field weight: write weight`,
    );
    expect(problems).toHaveLength(3);
  });

  it('reports a validateMessage showing an unknown field, or given without a validate', () => {
    const problems = visitWith({
      weight,
      bmi: {
        type: 'number',
        validate: 'value < weight',
        validateMessage: 'BMI must stay under the weight ({weight}, not {wieght})',
      },
      height: { type: 'number', validateMessage: 'Height is wrong' },
    });
    expect(problems).toEqual([
      `${at('height')}: must have property validate when property validateMessage is present`,
      `${at('bmi/validateMessage')}: unknown field "wieght"`,
    ]);
  });

  it('a failed check says its validateMessage, with the fields it shows as lists show them', () => {
    const form = compileForm({
      bp_systolic: { type: 'number', label: 'Systolic BP', unit: 'mmHg' },
      bp_diastolic: {
        type: 'number',
        label: 'Diastolic BP',
        unit: 'mmHg',
        validate: 'value < bp_systolic',
        validateMessage: 'Diastolic BP must be lower than the systolic BP ({bp_systolic})',
      },
      onset: {
        type: 'date',
        label: 'Onset',
        validate: 'value <= today',
        errorMessage: 'Onset cannot be in the future',
        validateMessage: 'Onset cannot be after today',
      },
    });
    const session = new FormSession(
      form,
      { bp_systolic: '120', bp_diastolic: '135', onset: '2999-01-01' },
      { user: { role: 'Doctor', permissions: [] } },
    );
    const { errors } = session.validate();
    expect(errors).toEqual([
      {
        field: 'bp_diastolic',
        message: 'Diastolic BP must be lower than the systolic BP (120 mmHg)',
      },
      { field: 'onset', message: 'Onset cannot be after today' },
    ]);
  });

  it('accepts value, other fields, today and ageOn in a date check', () => {
    expect(
      visitWith({
        visit_date: visitDate,
        dob: { type: 'date', group: 'main' },
        onset: {
          type: 'date',
          validate: 'value <= visit_date and value <= today and ageOn(dob, value) >= 0',
          warnings: [{ validate: 'visit_date - value <= 365', message: 'Over a year ago' }],
        },
      }),
    ).toEqual([]);
  });
});

describe('check:schemas on formulas and conditions', () => {
  it('reports a quoted field name in a formula literal', () => {
    expect(
      visitWith({
        weight,
        double: {
          type: 'number',
          formula: [
            { type: 'field', target: 'weight' },
            { type: 'literal', target: "* 2 + 'weight'" },
          ],
        },
      }),
    ).toEqual([
      `${at('double/formula')}: 'weight' is a quoted string, not the field weight: write weight`,
    ]);
  });

  it('reports a condition that orders against a field name as text, and unknown fields', () => {
    expect(
      visitWith({
        weight,
        target: { type: 'number' },
        flag: {
          type: 'text',
          dependencies: { weight: { op: '>', value: 'target' } },
          requiredWhen: { wieght: { op: '>', value: 3 } },
        },
        ok: {
          type: 'text',
          dependencies: { weight: { op: '>', value: 'target', valueType: 'ref' } },
          requiredWhen: { status: { value: 'Open' } },
        },
      }),
    ).toEqual([
      `${at('flag/dependencies/weight/value')}: compares with the text "target", not the field target: add "valueType": "ref"`,
      `${at('flag/requiredWhen/wieght')}: unknown field "wieght"`,
    ]);
  });

  it('reports requiredWhen on a field that is always required', () => {
    expect(
      visitWith({
        note: { type: 'text', required: true, requiredWhen: { status: { value: 'Open' } } },
      }),
    ).toEqual([
      `${at('note/requiredWhen')}: the field is always required ("required": true): drop one`,
    ]);
  });
});

describe('check:schemas on JSONata expressions', () => {
  const items = {
    type: 'one_to_many',
    columns: [
      { field: 'quantity', type: 'number' },
      { field: 'unit_price', type: 'currency' },
    ],
  };

  it('accepts fields, a table with its columns, filters and functions', () => {
    expect(
      visitWith({
        items,
        tax: { type: 'number' },
        total: {
          type: 'number',
          expression: '$sum(items.(quantity * unit_price)) + tax + $count(items[quantity > 1])',
        },
      }),
    ).toEqual([]);
  });

  it('reports a malformed expression, which was never parsed before', () => {
    const problems = visitWith({ total: { type: 'number', expression: '$sum(items.(' } });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^schemas\/visit\.json#\/fields\/total\/expression: the expression is malformed: /,
    );
  });

  it('reports an unknown field, an unknown column of the table read, and a quoted field', () => {
    expect(
      visitWith({
        items,
        tax: { type: 'number' },
        total: {
          type: 'number',
          expression: '$sum(items.(qty * unit_price)) + taxes - "tax"',
        },
      }),
    ).toEqual([
      `${at('total/expression')}: the expression reads the unknown column of items "qty"`,
      `${at('total/expression')}: the expression reads the unknown field "taxes"`,
      `${at('total/expression')}: "tax" is a quoted string, not the field tax: write tax`,
    ]);
  });
});

describe('check:schemas on date bounds and fetch chains', () => {
  it('reports a $name bound naming no field, a field that is no date, or itself', () => {
    expect(
      visitWith({
        weight,
        visit_date: visitDate,
        a: { type: 'date', maxDate: '$visit_dat' },
        b: { type: 'date', minDate: '$weight' },
        c: { type: 'date', maxDate: '$c' },
        d: { type: 'datetime', minDate: '$visit_date', maxDate: 'today' },
      }),
    ).toEqual([
      `${at('a/maxDate')}: "$visit_dat" names no field of this record`,
      `${at('b/minDate')}: "$weight" is a number field, not a date or datetime`,
      `${at('c/maxDate')}: a field cannot bound itself`,
    ]);
  });

  it('reports a bound the meta-schema cannot read as a day', () => {
    expect(visitWith({ a: { type: 'date', maxDate: 'visit_date' } })[0]).toMatch(
      /^schemas\/visit\.json#\/fields\/a\/maxDate: must match pattern/,
    );
  });

  it('reports fetched refs that copy each other round in a circle', () => {
    expect(
      visitWith({
        a: { type: 'select', ref: 'visit', fetchFrom: 'b.patient' },
        b: { type: 'select', ref: 'visit', fetchFrom: 'a.patient' },
      }),
    ).toContain(`${at('a/fetchFrom')}: fetchFrom goes round in a circle: a -> b -> a`);
  });
});
