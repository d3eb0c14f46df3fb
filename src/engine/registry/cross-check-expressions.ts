/**
 * check:schemas for every expression a model holds: a field's `validate` and `warnings`
 * (restricted mathjs) and the fields its `validateMessage` shows, its `formula` and the formulas of conditions, its JSONata `expression`,
 * the conditions of `dependencies` and `requiredWhen`, and `$name` date bounds. Each mistake
 * is reported at its JSON pointer, before it can block every value at run time.
 */
import { dateBoundField } from '../form/compile-form';
import { templateFields } from '../format/title-template';
import { compileFormula, expressionProblem, formulaProblem } from '../formulas/compile-formula';
import { compileExpression } from '../formulas/math';
import { compileTableExpression } from '../formulas/table-expression';
import type { Dependencies, FieldSchema } from '../types';
import { dependencyConditions } from './dependencies';
import { jsonataNameProblems } from './jsonata-names';
import { childPointer, pointer, problem } from './problems';

const unknownField = (name: string) => `unknown field "${name}"`;
const ORDERING = new Set(['<', '>', '<=', '>=']);
const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * The restricted mathjs compares numbers, and a quoted text is none: `value < 'weight'` throws
 * on every value. A quoted field name is the usual slip, so it says which field was meant.
 */
function quotedTexts(texts: readonly string[], fieldNames: ReadonlySet<string>): string[] {
  return texts
    .filter((text) => !NUMERIC.test(text))
    .map((text) =>
      fieldNames.has(text)
        ? `'${text}' is a quoted string, not the field ${text}: write ${text}`
        : `'${text}' is text, which an expression cannot compare (it reads numbers, and dates as day numbers)`,
    );
}

/** A `validate` (or a warning's): names, syntax and quoted texts. */
function checkExpression(source: string, fieldNames: ReadonlySet<string>): string[] {
  const known = new Set([...fieldNames, 'value', 'today']);
  const message = expressionProblem(source, known);
  if (message) return [message];
  const compiled = compileExpression(source);
  return compiled instanceof Error ? [] : quotedTexts(compiled.texts, fieldNames);
}

function checkFormula(parts: FieldSchema['formula'], fieldNames: ReadonlySet<string>): string[] {
  const message = formulaProblem(parts, fieldNames);
  if (message) return [message];
  const compiled = compileFormula(parts);
  return compiled instanceof Error ? [] : quotedTexts(compiled.expression.texts, fieldNames);
}

/** The conditions of `dependencies` or `requiredWhen`: fields, referenced fields, formulas. */
export function checkDependencies(
  file: string,
  dependencies: Dependencies | undefined,
  at: string,
  fieldNames: ReadonlySet<string>,
): string[] {
  if (!dependencies) return [];
  const problems: string[] = [];
  const reportedKeys = new Set<string>();
  for (const visit of dependencyConditions(dependencies, at)) {
    if (!fieldNames.has(visit.field) && !reportedKeys.has(visit.keyAt)) {
      reportedKeys.add(visit.keyAt);
      problems.push(problem(file, visit.keyAt, unknownField(visit.field)));
    }
    const { condition } = visit;
    const value = condition.value;
    if (condition.valueType === 'ref') {
      if (typeof value !== 'string' || !fieldNames.has(value))
        problems.push(problem(file, childPointer(visit.at, 'value'), unknownField(String(value))));
    } else if (
      typeof value === 'string' &&
      fieldNames.has(value) &&
      ORDERING.has(condition.op ?? '==') &&
      condition.type !== 'formula'
    ) {
      const message = `compares with the text "${value}", not the field ${value}: add "valueType": "ref"`;
      problems.push(problem(file, childPointer(visit.at, 'value'), message));
    }
    if (condition.type === 'formula')
      for (const message of checkFormula(condition.formula, fieldNames))
        problems.push(problem(file, childPointer(visit.at, 'formula'), message));
  }
  return problems;
}

/** A `$name` date bound names another date or datetime field of the record. */
function checkDateBound(
  name: string,
  bound: string | undefined,
  fields: Readonly<Record<string, FieldSchema>>,
): string | undefined {
  const other = dateBoundField(bound);
  if (other === undefined) return undefined;
  const field = Object.hasOwn(fields, other) ? fields[other] : undefined;
  if (!field) return `"$${other}" names no field of this record`;
  if (other === name) return 'a field cannot bound itself';
  if (field.type !== 'date' && field.type !== 'datetime')
    return `"$${other}" is a ${field.type} field, not a date or datetime`;
  return undefined;
}

/** Every expression of one field, in a fixed order (formula, checks, expression, conditions). */
export function checkFieldExpressions(
  file: string,
  name: string,
  field: FieldSchema,
  fields: Readonly<Record<string, FieldSchema>>,
): string[] {
  const fieldNames = new Set(Object.keys(fields));
  const problems: string[] = [];
  const at = (...rest: (string | number)[]) => pointer('fields', name, ...rest);
  const report = (where: string, messages: string[]) => {
    for (const message of messages) problems.push(problem(file, where, message));
  };
  if (field.formula !== undefined) report(at('formula'), checkFormula(field.formula, fieldNames));
  if (typeof field.validate === 'string')
    report(at('validate'), checkExpression(field.validate, fieldNames));
  if (typeof field.validateMessage === 'string')
    report(
      at('validateMessage'),
      templateFields(field.validateMessage)
        .filter((other) => !fieldNames.has(other))
        .map(unknownField),
    );
  for (const [i, warning] of (field.warnings ?? []).entries())
    if (typeof warning?.validate === 'string')
      report(at('warnings', i, 'validate'), checkExpression(warning.validate, fieldNames));
  if (typeof field.expression === 'string') {
    const compiled = compileTableExpression(field.expression);
    report(
      at('expression'),
      compiled instanceof Error ? [compiled.message] : jsonataNameProblems(compiled.ast(), fields),
    );
  }
  problems.push(...checkDependencies(file, field.dependencies, at('dependencies'), fieldNames));
  problems.push(...checkDependencies(file, field.requiredWhen, at('requiredWhen'), fieldNames));
  if (field.requiredWhen !== undefined && field.required === true)
    report(at('requiredWhen'), ['the field is always required ("required": true): drop one']);
  for (const key of ['minDate', 'maxDate'] as const) {
    const message = checkDateBound(name, field[key], fields);
    if (message) report(at(key), [message]);
  }
  return problems;
}
