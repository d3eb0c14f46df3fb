import { compileFormula, isoToDayNumber } from '../formulas/compile-formula';
import { evaluateFormula } from '../formulas/evaluate-formula';
import { safeText } from '../text';
import type { ComparisonOp, Dependencies, DependencyCondition, DependencyGroup } from '../types';
import { COMPARISON_OPS, compare } from './compare';
import { joinKind } from './join';

/** What a condition needs at run time besides field values. */
export interface ConditionRuntime {
  valueOf(field: string): unknown;
  today(): number;
  /** Reports a broken condition; the caller logs each distinct problem once. */
  report(problem: string): void;
}

type Predicate = (runtime: ConditionRuntime) => boolean;

/** Dependencies compiled once per schema: the fields they read and a fast test. */
export interface CompiledDependencies {
  fields: string[];
  holds: Predicate;
}

const ALWAYS: CompiledDependencies = { fields: [], holds: () => true };

function failing(problem: string): Predicate {
  return (runtime) => {
    runtime.report(problem);
    return false;
  };
}

function compileCondition(
  field: string,
  condition: DependencyCondition,
  where: string,
  reads: Set<string>,
): Predicate {
  const op = (condition?.op ?? '==') as ComparisonOp;
  if (!COMPARISON_OPS.includes(op)) return failing(`${where}/${field}: unknown operator "${op}"`);
  if (condition?.type === 'formula') {
    const formula = compileFormula(condition.formula);
    if (formula instanceof Error) return failing(`${where}/${field}: ${formula.message}`);
    for (const name of formula.fields) reads.add(name);
    const expected =
      formula.usesDates && typeof condition.value === 'string'
        ? (isoToDayNumber(condition.value) ?? condition.value)
        : condition.value;
    return (runtime) => {
      const result = evaluateFormula(formula, runtime);
      if (!result.ok) {
        if (result.reason === 'error') runtime.report(`${where}/${field}: ${result.message}`);
        return false;
      }
      return compare(op, result.value, expected);
    };
  }
  reads.add(field);
  if (condition?.valueType === 'ref') {
    const other = safeText(condition.value);
    reads.add(other);
    return (runtime) => compare(op, runtime.valueOf(field), runtime.valueOf(other));
  }
  const expected = condition?.value;
  return (runtime) => compare(op, runtime.valueOf(field), expected);
}

function compileGroup(group: DependencyGroup, where: string, reads: Set<string>): Predicate {
  const kind = joinKind(group.op);
  if (!kind) return failing(`${where}/op: unknown join "${safeText(group.op)}"`);
  const predicates: Predicate[] = [];
  for (const [field, entry] of Object.entries(group)) {
    if (field === 'op' || entry === undefined) continue;
    const conditions = Array.isArray(entry) ? entry : [entry as DependencyCondition];
    conditions.forEach((condition, i) => {
      const at = Array.isArray(entry) ? `${where}/${field}/${i}` : where;
      predicates.push(compileCondition(field, condition, at, reads));
    });
  }
  if (predicates.length === 0) return () => true;
  return kind === 'or'
    ? (runtime) => predicates.some((test) => test(runtime))
    : (runtime) => predicates.every((test) => test(runtime));
}

/** Spec 5.1 dependencies: one group, or a list of groups that must all hold. */
export function compileDependencies(
  dependencies: Dependencies | undefined,
  where: string,
): CompiledDependencies {
  if (dependencies === undefined || dependencies === null) return ALWAYS;
  const reads = new Set<string>();
  const groups = Array.isArray(dependencies) ? dependencies : [dependencies];
  const predicates = groups.map((group, i) =>
    compileGroup(group, Array.isArray(dependencies) ? `${where}/${i}` : where, reads),
  );
  const holds: Predicate =
    predicates.length === 1
      ? (predicates[0] as Predicate)
      : (runtime) => predicates.every((test) => test(runtime));
  return { fields: [...reads], holds };
}
