import { describe, expect, it } from 'vitest';
import {
  compileFormula,
  dayNumberToIso,
  expressionProblem,
  formulaProblem,
  isoToDayNumber,
} from '../../../../src/engine/formulas/compile-formula';
import {
  evaluateFormula,
  type FormulaScope,
} from '../../../../src/engine/formulas/evaluate-formula';
import { compileExpression } from '../../../../src/engine/formulas/math';
import {
  evaluateTableExpression,
  tableExpressionFields,
} from '../../../../src/engine/formulas/table-expression';
import type { FormulaPart } from '../../../../src/engine/types';

const TODAY = isoToDayNumber('2026-11-21') as number;
const scope = (values: Record<string, unknown>): FormulaScope => ({
  valueOf: (field) => values[field],
  today: () => TODAY,
});
const field = (target: string, extra: Partial<FormulaPart> = {}): FormulaPart => ({
  type: 'field',
  target,
  ...extra,
});
const lit = (target: string | number, extra: Partial<FormulaPart> = {}): FormulaPart => ({
  type: 'literal',
  target,
  ...extra,
});

function run(parts: FormulaPart[], values: Record<string, unknown>) {
  const compiled = compileFormula(parts);
  if (compiled instanceof Error) throw compiled;
  return evaluateFormula(compiled, scope(values));
}

describe('formulas', () => {
  it('computes BMI from weight and height', () => {
    const parts = [field('weight'), lit('/'), lit('('), field('height'), lit('/ 100) ^ 2')];
    expect(run(parts, { weight: '70', height: '175' })).toEqual({
      ok: true,
      value: 70 / 1.75 ** 2,
    });
  });

  it('joins parts in index order when indexes are given', () => {
    const parts = [lit('-', { index: 1 }), field('b', { index: 2 }), field('a', { index: 0 })];
    expect(run(parts, { a: 10, b: 4 })).toEqual({ ok: true, value: 6 });
  });

  it('computes an age in whole years from a date of birth', () => {
    const parts = [
      lit('yearsBetween('),
      field('dob', { date: true }),
      lit(','),
      lit('today', { date: true }),
      lit(')'),
    ];
    expect(run(parts, { dob: '1990-11-22' })).toEqual({ ok: true, value: 35 });
    expect(run(parts, { dob: '1990-11-21' })).toEqual({ ok: true, value: 36 });
  });

  it('computes an expected delivery date as LMP + 280 days and a stay length', () => {
    const edd = run([field('lmp', { date: true }), lit('+ 280')], { lmp: '2026-03-01' });
    expect(edd.ok && dayNumberToIso(edd.value as number)).toBe('2026-12-06');
    const stay = run(
      [field('discharged', { date: true }), lit('-'), field('admitted', { date: true })],
      {
        admitted: '2026-11-01T22:00:00Z',
        discharged: '2026-11-05',
      },
    );
    expect(stay).toEqual({ ok: true, value: 4 });
  });

  it('reads a column of table rows for array parts', () => {
    const parts = [lit('sum('), field('items.amount', { array: true }), lit(')')];
    expect(run(parts, { items: [{ amount: '100.5' }, { amount: 20 }, { amount: '' }] })).toEqual({
      ok: true,
      value: 120.5,
    });
    expect(
      run([lit('size('), field('items', { array: true }), lit(')[1]')], { items: [1, 2, 3] }),
    ).toEqual({ ok: true, value: 3 });
  });

  it('leaves the result empty when a nonZero part is 0, as when it is blank', () => {
    const parts = [
      field('weight', { nonZero: true }),
      lit('/ ('),
      field('height', { nonZero: true }),
      lit('/ 100) ^ 2'),
    ];
    for (const values of [
      { weight: 0, height: 175 },
      { weight: '70', height: '0' },
      { weight: '', height: 175 },
    ])
      expect(run(parts, values)).toMatchObject({ ok: false, reason: 'missing' });
    // Without the flag a zero weight is a BMI of 0, and a zero height no finite number.
    expect(run([field('weight'), lit('/'), field('height')], { weight: 0, height: 2 })).toEqual({
      ok: true,
      value: 0,
    });
    // In a list a nonZero part leaves the zeros out, as it does blanks.
    expect(
      run([lit('count('), field('doses', { array: true, nonZero: true }), lit(')')], {
        doses: [0, 2, '', 3],
      }),
    ).toEqual({ ok: true, value: 2 });
  });

  it('reports a missing input as missing, not as an error', () => {
    const result = run([field('a'), lit('+ 1')], { a: '' });
    expect(result).toMatchObject({ ok: false, reason: 'missing' });
  });

  it('explains empty, malformed and unknown-field formulas', () => {
    const names = new Set(['weight', 'height']);
    expect(formulaProblem([], names)).toBe('the formula is empty');
    expect(formulaProblem(undefined, names)).toBe('the formula is empty');
    expect(formulaProblem([field('weight'), lit('* (')], names)).toMatch(
      /^the formula is malformed: /,
    );
    expect(formulaProblem([field('wieght'), lit('* 2')], names)).toBe(
      'the formula reads the unknown field "wieght"',
    );
    expect(formulaProblem([lit('weight * 2')], names)).toBe(
      'the formula names "weight", which is not a field part',
    );
    expect(formulaProblem([lit('not-a-date', { date: true })], names)).toBe(
      '"not-a-date" is not a date',
    );
    expect(formulaProblem([field('weight'), lit('/'), field('height')], names)).toBeUndefined();
  });

  it('explains custom check expressions', () => {
    const names = new Set(['value', 'systolic']);
    expect(expressionProblem('value > systolic', names)).toBeUndefined();
    expect(expressionProblem('value > diastolic', names)).toBe(
      'the expression reads the unknown name "diastolic"',
    );
    expect(expressionProblem('value >', names)).toMatch(/^the expression is malformed/);
  });
});

describe('restricted mathjs', () => {
  it.each(['import({x: 1})', 'evaluate("1+1")', 'parse("1")', 'createUnit("foo")', 'compile("1")'])(
    'refuses %s inside an expression',
    (source) => {
      const compiled = compileExpression(source);
      expect(compiled).not.toBeInstanceOf(Error);
      expect(() => (compiled as Exclude<typeof compiled, Error>).evaluate({})).toThrow(
        /not available in formulas/,
      );
    },
  );

  it('sees nothing of JavaScript', () => {
    const compiled = compileExpression('process');
    expect(() => (compiled as Exclude<typeof compiled, Error>).evaluate({})).toThrow();
  });
});

describe('JSONata table expressions', () => {
  it('sums and counts rows, with numbers typed as text', async () => {
    const values = {
      items: [
        { quantity: '2', price: '10.5' },
        { quantity: 1, price: 4 },
      ],
    };
    expect(await evaluateTableExpression('$sum(items.(quantity * price))', values)).toEqual({
      ok: true,
      value: 25,
    });
    expect(await evaluateTableExpression('$count(items)', values)).toEqual({ ok: true, value: 2 });
  });

  it('reports a malformed expression instead of throwing', async () => {
    const result = await evaluateTableExpression('$sum(items.(', {});
    expect(result).toMatchObject({ ok: false });
  });

  it('finds the fields an expression reads', () => {
    expect(
      tableExpressionFields(
        '$sum(items.(quantity * price)) + discount',
        new Set(['items', 'discount', 'x']),
      ),
    ).toEqual(['items', 'discount']);
  });
});
