import { describe, expect, it } from 'vitest';
import {
  type ConditionRuntime,
  compileDependencies,
} from '../../../../src/engine/visibility/dependencies';

function runtime(values: Record<string, unknown>, problems: string[] = []): ConditionRuntime {
  return {
    valueOf: (field) => values[field],
    today: () => Date.UTC(2026, 10, 21) / 86_400_000,
    report: (problem) => problems.push(problem),
  };
}

describe('compileDependencies', () => {
  it('holds when there are no dependencies', () => {
    expect(compileDependencies(undefined, '#').holds(runtime({}))).toBe(true);
  });

  it('joins conditions with AND by default and names the fields read', () => {
    const deps = compileDependencies(
      { sex: { value: 'Female' }, age: { value: 12, op: '>=' } },
      '#/fields/pregnant/dependencies',
    );
    expect(deps.fields.sort()).toEqual(['age', 'sex']);
    expect(deps.holds(runtime({ sex: 'Female', age: '30' }))).toBe(true);
    expect(deps.holds(runtime({ sex: 'Female', age: '9' }))).toBe(false);
  });

  it('joins with OR when asked', () => {
    const deps = compileDependencies(
      { op: '||', ward: { value: 'ICU' }, triage: { value: 'Red' } },
      '#',
    );
    expect(deps.holds(runtime({ ward: 'General', triage: 'Red' }))).toBe(true);
    expect(deps.holds(runtime({ ward: 'General', triage: 'Green' }))).toBe(false);
  });

  it('accepts several conditions on one field and a list of groups that must all hold', () => {
    const deps = compileDependencies(
      [{ op: 'or', a: [{ value: 1 }, { value: 2 }] }, { b: { value: 'yes' } }],
      '#',
    );
    expect(deps.holds(runtime({ a: 2, b: 'yes' }))).toBe(true);
    expect(deps.holds(runtime({ a: 3, b: 'yes' }))).toBe(false);
    expect(deps.holds(runtime({ a: 1, b: 'no' }))).toBe(false);
  });

  it('compares with another field when valueType is ref', () => {
    const deps = compileDependencies({ paid: { op: '<', value: 'total', valueType: 'ref' } }, '#');
    expect(deps.fields.sort()).toEqual(['paid', 'total']);
    expect(deps.holds(runtime({ paid: '100', total: '250' }))).toBe(true);
    expect(deps.holds(runtime({ paid: '300', total: '250' }))).toBe(false);
  });

  it('evaluates a date formula condition: age from date of birth under 18', () => {
    const deps = compileDependencies(
      {
        date_of_birth: {
          type: 'formula',
          op: '<',
          value: 18,
          formula: [
            { type: 'literal', target: 'yearsBetween(' },
            { type: 'field', target: 'date_of_birth', date: true },
            { type: 'literal', target: ',' },
            { type: 'literal', target: 'today', date: true },
            { type: 'literal', target: ')' },
          ],
        },
      },
      '#',
    );
    expect(deps.holds(runtime({ date_of_birth: '2010-11-22' }))).toBe(true);
    expect(deps.holds(runtime({ date_of_birth: '2008-11-21' }))).toBe(false);
    expect(deps.holds(runtime({ date_of_birth: '' }))).toBe(false);
  });

  it('treats a malformed formula as failed and reports it with its pointer', () => {
    const problems: string[] = [];
    const deps = compileDependencies(
      { weight: { type: 'formula', value: 1, formula: [{ type: 'literal', target: '(((' }] } },
      '#/fields/x/dependencies',
    );
    expect(deps.holds(runtime({}, problems))).toBe(false);
    expect(problems[0]).toMatch(/^#\/fields\/x\/dependencies\/weight: the formula is malformed/);
  });

  it('treats an empty formula and an unknown join as failed', () => {
    const problems: string[] = [];
    expect(
      compileDependencies({ a: { type: 'formula', formula: [] } }, '#').holds(
        runtime({}, problems),
      ),
    ).toBe(false);
    expect(
      compileDependencies({ op: 'xor' as never, a: { value: 1 } }, '#').holds(
        runtime({ a: 1 }, problems),
      ),
    ).toBe(false);
    expect(problems).toEqual(['#/a: the formula is empty', '#/op: unknown join "xor"']);
  });
});
