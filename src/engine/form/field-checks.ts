/**
 * What a field's own rules read besides its type's rule: its custom check (`validate`), its
 * warnings, `requiredWhen` and `$name` date bounds. One set of functions for the browser's form
 * and the server's check of a record (DESIGN.md 1: one rule set, two enforcers).
 */
import { displayFieldValue } from '../format/field-display';
import { fillTemplate } from '../format/title-template';
import { isoToDayNumber } from '../formulas/compile-formula';
import type { CompiledExpression } from '../formulas/math';
import type { FieldSchema, FieldState, FormData } from '../types';
import {
  checkField,
  type FieldVerdict,
  lacksValue,
  type RuleInput,
} from '../validation/field-rules';
import { numberFrom } from '../validation/values';
import type { ConditionRuntime } from '../visibility/dependencies';
import { type CompiledField, type CompiledForm, dateBoundField } from './compile-form';
import type { Runtime } from './runtime';

/** The form a check runs in: its fields, their values, the clock and the problem log. */
export interface CheckScope {
  form: CompiledForm;
  /** The form's states, by field (a field's error and countryCode as well as its value). */
  data: FormData;
  runtime: Runtime;
  conditions: ConditionRuntime;
}

const TODAY = 'today';

/**
 * A value as an expression reads it: a date or datetime as its day number (a datetime by its
 * day on the hospital's calendar), a number given as text as a number, else as it is.
 * Undefined when it holds nothing, or no date where a date belongs.
 */
function checkValue(field: FieldSchema | undefined, value: unknown, scope: CheckScope): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (field?.type === 'date' || field?.type === 'datetime')
    return isoToDayNumber(scope.runtime.isoDate(value));
  return numberFrom(value) ?? value;
}

/**
 * Runs one check (a `validate` or a warning's) on `value`: true or false, or undefined when it
 * cannot decide yet because a value it reads is empty (a check over another field that is
 * still empty passes). A check that throws is reported once and counts as failed.
 */
export function runCheck(
  scope: CheckScope,
  compiled: CompiledField,
  check: CompiledExpression,
  value: unknown,
  at: string,
): boolean | undefined {
  const own = checkValue(compiled.field, value, scope);
  if (own === undefined) return undefined;
  const values: Record<string, unknown> = { value: own };
  for (const symbol of check.symbols) {
    if (symbol === 'value') continue;
    const other = scope.form.fields.get(symbol);
    if (!other && symbol === TODAY) {
      values[symbol] = scope.conditions.today();
      continue;
    }
    values[symbol] = checkValue(other?.field, scope.conditions.valueOf(symbol), scope);
    if (values[symbol] === undefined) return undefined;
  }
  try {
    return Boolean(check.evaluate(values));
  } catch (error) {
    scope.runtime.report(`#/fields/${compiled.name}/${at}: ${(error as Error).message}`);
    return false;
  }
}

/** The message of the field's first failing warning, or '' (an empty field warns of nothing). */
export function warningOf(scope: CheckScope, compiled: CompiledField): string {
  if (compiled.warnings.length === 0) return '';
  const value = scope.conditions.valueOf(compiled.name);
  if (lacksValue(compiled.field, value)) return '';
  for (const [i, warning] of compiled.warnings.entries()) {
    if (!warning.check) continue;
    const at = `warnings/${i}/validate`;
    if (runCheck(scope, compiled, warning.check, value, at) === false) return warning.message;
  }
  return '';
}

/** Required now: always (`required`), or while its `requiredWhen` conditions hold. */
export function requiredNow(scope: CheckScope, compiled: CompiledField): boolean {
  if (compiled.field.required === true) return true;
  return compiled.requiredWhen?.holds(scope.conditions) === true;
}

/**
 * A date as an ISO calendar day, as the runtime reads one; `$name` is the day field `name` of
 * the record holds (undefined while it is empty: no bound).
 */
export function dayOf(scope: CheckScope, value: unknown): string | undefined {
  const other = dateBoundField(value);
  return scope.runtime.isoDate(other ? scope.conditions.valueOf(other) : value);
}

/**
 * The field as its widget shows it now: required while `requiredWhen` holds, and its `$name`
 * date bounds as the days they name (left out while empty). The schema's own object when
 * nothing changes, so a field without these rules is never copied.
 */
export function fieldNow(scope: CheckScope, compiled: CompiledField): FieldSchema {
  const { field } = compiled;
  const required = !field.required && requiredNow(scope, compiled);
  const minBound = dateBoundField(field.minDate) !== undefined;
  const maxBound = dateBoundField(field.maxDate) !== undefined;
  if (!required && !minBound && !maxBound) return field;
  const now: FieldSchema = { ...field };
  if (required) now.required = true;
  if (minBound) now.minDate = dayOf(scope, field.minDate);
  if (maxBound) now.maxDate = dayOf(scope, field.maxDate);
  if (now.minDate === undefined) delete now.minDate;
  if (now.maxDate === undefined) delete now.maxDate;
  return now;
}

/** What fieldNow changes, as a key: when it differs from the last one, the widget is redrawn. */
export function shownRulesKey(scope: CheckScope, compiled: CompiledField): string | undefined {
  const { field } = compiled;
  const bounded = dateBoundField(field.minDate) ?? dateBoundField(field.maxDate);
  if (!compiled.requiredWhen && bounded === undefined) return undefined;
  const now = fieldNow(scope, compiled);
  return `${now.required === true}\u0000${now.minDate ?? ''}\u0000${now.maxDate ?? ''}`;
}

/**
 * Whether the field applies to the record: its own dependencies and its group's hold, whoever
 * is looking (a field its permissions hide from a role still applies to the record).
 */
export function appliesNow(scope: CheckScope, compiled: CompiledField): boolean {
  if (!compiled.visibility.holds(scope.conditions)) return false;
  const group = compiled.field.group;
  const inGroup = group === undefined ? undefined : scope.form.groups.get(group);
  return inGroup === undefined || inGroup.visibility.holds(scope.conditions);
}

/**
 * What checkField reads of one field in its form. A class rather than an object of arrow
 * functions: the server checks every field of every record it writes, and under tsx (which
 * names each function it makes) each arrow made per check costs more than the check.
 */
class FieldCheck implements RuleInput {
  readonly name: string;
  readonly label: string;
  readonly state: FieldState | undefined;
  constructor(
    private readonly scope: CheckScope,
    private readonly compiled: CompiledField,
    readonly field: FieldSchema,
  ) {
    this.name = compiled.name;
    this.label = compiled.label;
    this.state = scope.data[compiled.name];
  }
  valueOf(other: string): unknown {
    return this.scope.conditions.valueOf(other);
  }
  customCheck(value: unknown): boolean | undefined {
    if (this.compiled.field.validate === undefined) return undefined;
    // A check that does not compile was reported; it blocks rather than lets anything by.
    if (!this.compiled.check) return false;
    return runCheck(this.scope, this.compiled, this.compiled.check, value, 'validate');
  }
  checkMessage(): string | undefined {
    return checkMessage(this.scope, this.compiled);
  }
  isoDate(value: unknown): string | undefined {
    return dayOf(this.scope, value);
  }
}

/**
 * Spec 5.3 for one field as it stands now: an empty field `requiredWhen` requires reads its
 * `requiredMessage`; otherwise its type's rule and its custom check, with `requiredWhen` making
 * it required and `$name` date bounds read from the record.
 */
export function fieldVerdict(scope: CheckScope, compiled: CompiledField): FieldVerdict {
  const field = fieldNow(scope, compiled);
  const state = scope.data[compiled.name];
  const { requiredMessage } = compiled.field;
  if (requiredMessage && field.required && lacksValue(field, state?.value))
    return { error: requiredMessage };
  return checkField(new FieldCheck(scope, compiled, field));
}

/** The field's `validateMessage` with each `{name}` as that field's value reads, or undefined. */
function checkMessage(scope: CheckScope, compiled: CompiledField): string | undefined {
  const template = compiled.field.validateMessage;
  if (template === undefined) return undefined;
  return fillTemplate(template, (name) => {
    const other = scope.form.fields.get(name)?.field;
    const value = scope.conditions.valueOf(name);
    return other ? displayFieldValue(other, value, scope.runtime.settings) : '';
  });
}
