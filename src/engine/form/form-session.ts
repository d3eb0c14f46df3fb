import { isoToDayNumber } from '../formulas/compile-formula';
import { evaluateFormula } from '../formulas/evaluate-formula';
import { evaluateTableExpression } from '../formulas/table-expression';
import { passesAccess } from '../permissions/access';
import { mayAccessField } from '../permissions/field-access';
import type { FieldSchema, FieldState, FormData } from '../types';
import type { FieldVerdict } from '../validation/field-rules';
import type { ConditionRuntime } from '../visibility/dependencies';
import type { CompiledField, CompiledForm } from './compile-form';
import { shapeComputed, withTableFormulas } from './computed-values';
import {
  appliesNow,
  type CheckScope,
  fieldNow,
  fieldVerdict,
  requiredNow,
  shownRulesKey,
  warningOf,
} from './field-checks';
import { createRuntime, type FormContext, type Runtime } from './runtime';

export interface ValidateOptions {
  /** Per-step check (wizards): only this group's fields are checked. */
  activeGroup?: string;
  /** Bulk mode: only ticked fields are checked; the others get no error. */
  bulkSelected?: ReadonlySet<string>;
}

export interface ValidationResult {
  valid: boolean;
  errors: { field: string; message: string }[];
  /** The checked fields' warnings: shown, never blocking (`valid` ignores them). */
  warnings: { field: string; message: string }[];
}

/** What one change touched, so a view re-renders only those fields and groups. */
export interface Changes {
  fields: string[];
  groups: string[];
}

/**
 * The live state of one form: values and errors (spec 3.4 form data), which fields and groups
 * are visible, and computed values. Pure (no I/O); the clock, user and logger come in through
 * the context. A change re-evaluates only the fields that depend on the changed one.
 */
export class FormSession {
  readonly data: FormData;
  private readonly runtime: Runtime;
  private readonly conditions: ConditionRuntime;
  private readonly checks: CheckScope;
  /** Each rule-bearing field's requirement and date bounds as last shown (fieldNow). */
  private readonly shownRules = new Map<string, string>();
  private readonly access = new Map<string, boolean>();
  private readonly visible = new Map<string, boolean>();
  private readonly groupVisible = new Map<string, boolean>();
  private readonly dirtyExpressions = new Set<string>();
  /** Each field's value as the form opened (a record's stored table rows, for one). */
  private readonly opened = new Map<string, unknown>();

  constructor(
    readonly form: CompiledForm,
    initial: FormData | Record<string, unknown> = {},
    context: FormContext,
  ) {
    this.runtime = createRuntime(context);
    const runtime = this.runtime;
    this.conditions = {
      valueOf: (field) => this.data[field]?.value,
      today: () => isoToDayNumber(runtime.todayIso()) as number,
      report: (problem) => runtime.report(problem),
    };
    for (const problem of form.problems) runtime.report(problem);
    this.data = {};
    this.checks = { form, data: this.data, runtime, conditions: this.conditions };
    for (const name of form.order) {
      this.data[name] = this.initialState(name, initial[name]);
      this.opened.set(name, this.data[name].value);
    }
    for (const name of form.computedOrder) this.recompute(name);
    for (const name of form.expressionFields) this.dirtyExpressions.add(name);
    for (const [name, compiled] of form.fields) {
      // The field's own rule and its group's: a field in a gated group is not this user's.
      const group = compiled.field.group;
      const inGroup = group === undefined ? undefined : form.groups.get(group)?.group;
      this.access.set(name, mayAccessField(compiled.field, inGroup, runtime.user));
      this.visible.set(name, this.computeVisible(name));
    }
    for (const id of form.groups.keys()) this.groupVisible.set(id, this.computeGroupVisible(id));
    for (const name of form.order) this.refreshRules(name);
  }

  private initialState(name: string, given: unknown): FieldState {
    const field = this.form.fields.get(name)?.field;
    const isState =
      given !== null && typeof given === 'object' && 'value' in given && 'error' in given;
    const state: FieldState = isState ? { ...(given as FieldState) } : { value: given, error: '' };
    state.value = withTableFormulas(field, state.value);
    if (field?.type === 'phone' && !state.countryCode) {
      state.countryCode = this.runtime.settings.countryCode;
    }
    return state;
  }

  private computeVisible(name: string): boolean {
    const compiled = this.form.fields.get(name);
    if (!compiled || !this.access.get(name)) return false;
    return compiled.visibility.holds(this.conditions);
  }

  private computeGroupVisible(id: string): boolean {
    const group = this.form.groups.get(id);
    if (!group || !passesAccess(group.group, this.runtime.user)) return false;
    if (!group.visibility.holds(this.conditions)) return false;
    return group.fields.some((name) => {
      const type = this.form.fields.get(name)?.field.type;
      return type !== 'divider' && type !== 'submit' && this.visible.get(name);
    });
  }

  /** Recomputes a formula field; true when its value changed. */
  private recompute(name: string): boolean {
    const compiled = this.form.fields.get(name);
    if (!compiled?.formula) return false;
    const result = evaluateFormula(compiled.formula, this.conditions);
    if (!result.ok && result.reason === 'error')
      this.runtime.report(`#/fields/${name}/formula: ${result.message}`);
    const next = result.ok ? shapeComputed(compiled.field, result.value) : undefined;
    const state = this.data[name] as FieldState;
    if (Object.is(state.value, next)) return false;
    state.value = next;
    return true;
  }

  /**
   * A field's value when the form opened: for a table of a record being edited, the rows the
   * server stores, whose ids rows added in this form must not take (widgets/table/rows.ts).
   */
  openedValue(name: string): unknown {
    return this.opened.get(name);
  }

  isVisible(name: string): boolean {
    return this.visible.get(name) === true;
  }

  isGroupVisible(id: string): boolean {
    return this.groupVisible.get(id) === true;
  }

  /** Visible and, when it belongs to a known group, that group is shown (spec 5.2). */
  isShown(name: string): boolean {
    if (!this.isVisible(name)) return false;
    const group = this.form.fields.get(name)?.field.group;
    return group === undefined || !this.form.groups.has(group) || this.isGroupVisible(group);
  }

  visibleFields(): string[] {
    return this.form.order.filter((name) => this.isShown(name));
  }

  /** Sets one value and re-evaluates only what depends on it. */
  setValue(name: string, value: unknown, extra?: Partial<FieldState>): Changes {
    const state = this.data[name] ?? this.initialState(name, undefined);
    this.data[name] = state;
    state.value = withTableFormulas(this.form.fields.get(name)?.field, value);
    if (extra) Object.assign(state, extra);
    const fields = new Set([name]);
    const groups = new Set<string>();
    if (state.error) this.applyVerdict(name, this.verdictFor(name));
    // A warning shows as the person types, not only on blur: it never blocks them.
    this.refreshRules(name);
    const queue = [name];
    let budget = this.form.order.length * 4 + 16;
    while (queue.length > 0 && budget-- > 0) {
      const source = queue.shift() as string;
      for (const target of this.form.visibilityDependents.get(source) ?? []) {
        if (this.refreshVisibility(target)) fields.add(target);
        const group = this.form.fields.get(target)?.field.group;
        if (group && this.refreshGroup(group)) groups.add(group);
      }
      for (const id of this.form.groupDependents.get(source) ?? []) {
        if (this.refreshGroup(id)) groups.add(id);
      }
      for (const target of this.form.valueDependents.get(source) ?? []) {
        if (this.form.fields.get(target)?.field.expression) this.dirtyExpressions.add(target);
        else if (this.recompute(target)) {
          // A computed value warns as a typed one does (a BMI out of its range).
          this.refreshRules(target);
          fields.add(target);
          queue.push(target);
        }
      }
      for (const target of this.form.errorDependents.get(source) ?? []) {
        const shownError = Boolean(this.data[target]?.error);
        if (shownError) this.applyVerdict(target, this.verdictFor(target));
        if (this.refreshRules(target) || shownError) fields.add(target);
      }
    }
    return { fields: [...fields], groups: [...groups] };
  }

  private refreshVisibility(name: string): boolean {
    const next = this.computeVisible(name);
    if (next === this.visible.get(name)) return false;
    this.visible.set(name, next);
    // Spec 5.1: a hidden field's error is cleared and its value kept.
    const state = this.data[name];
    if (!next && state) {
      state.error = '';
      if (state.errorNV !== undefined) state.errorNV = false;
    }
    return true;
  }

  private refreshGroup(id: string): boolean {
    const next = this.computeGroupVisible(id);
    if (next === this.groupVisible.get(id)) return false;
    this.groupVisible.set(id, next);
    return true;
  }

  /** Evaluates table expressions (JSONata) whose inputs changed; returns the fields updated. */
  async refreshExpressions(): Promise<string[]> {
    const pending = [...this.dirtyExpressions];
    this.dirtyExpressions.clear();
    const values = Object.fromEntries(this.form.order.map((n) => [n, this.data[n]?.value]));
    const updated: string[] = [];
    for (const name of pending) {
      const source = this.form.fields.get(name)?.field.expression as string;
      const result = await evaluateTableExpression(source, values);
      if (!result.ok) this.runtime.report(`#/fields/${name}/expression: ${result.message}`);
      const next = result.ok ? result.value : undefined;
      const state = this.data[name] as FieldState;
      if (!Object.is(state.value, next)) {
        state.value = next;
        updated.push(name);
      }
    }
    return updated;
  }

  /**
   * Updates a field's warning, and notes whether its requirement or date bounds (fieldNow)
   * changed; true when the field should be drawn again.
   */
  private refreshRules(name: string): boolean {
    const compiled = this.form.fields.get(name);
    const state = this.data[name];
    if (!compiled || !state) return false;
    let changed = false;
    if (compiled.warnings.length > 0) {
      // A value that is wrong says so; whether it is also implausible can wait.
      const warning = state.error ? '' : warningOf(this.checks, compiled);
      changed = state.warning !== warning;
      state.warning = warning;
    }
    const key = shownRulesKey(this.checks, compiled);
    if (key !== undefined && this.shownRules.get(name) !== key) changed = true;
    if (key !== undefined) this.shownRules.set(name, key);
    return changed;
  }

  /** Required now: `required`, or while the field's `requiredWhen` conditions hold. */
  isRequired(name: string): boolean {
    const compiled = this.form.fields.get(name);
    return compiled !== undefined && requiredNow(this.checks, compiled);
  }

  /**
   * The field as its widget shows it now: required while `requiredWhen` holds, `$name` date
   * bounds as the days they name. A widget reads it instead of the schema's field.
   */
  fieldNow(name: string): FieldSchema | undefined {
    const compiled = this.form.fields.get(name);
    return compiled && fieldNow(this.checks, compiled);
  }

  /**
   * Whether the field applies to the record: its own dependencies and its group's hold
   * (whoever is looking; a field hidden from a role by its permissions still applies).
   */
  applies(name: string): boolean {
    const compiled = this.form.fields.get(name);
    return compiled !== undefined && appliesNow(this.checks, compiled);
  }

  /** The verdict of spec 5.3 for one field, whatever its visibility. */
  verdictFor(name: string): FieldVerdict {
    const compiled = this.form.fields.get(name);
    if (!compiled || compiled.inert) return { error: '' };
    return fieldVerdict(this.checks, compiled);
  }

  private applyVerdict(name: string, verdict: FieldVerdict) {
    const state = this.data[name] as FieldState;
    state.error = verdict.error;
    const type = this.form.fields.get(name)?.field.type;
    if (type === 'number' || type === 'currency') state.errorNV = verdict.errorNV === true;
  }

  /** Checks one field now (on blur); a hidden field gets no error. */
  validateField(name: string): string {
    this.applyVerdict(name, this.isShown(name) ? this.verdictFor(name) : { error: '' });
    return this.data[name]?.error ?? '';
  }

  /**
   * Spec 5.2: checks visible fields of shown groups; the active group only in a per-step check;
   * ticked fields only in bulk mode. Valid only when every checked field's error is empty.
   */
  validate(options: ValidateOptions = {}): ValidationResult {
    const errors: ValidationResult['errors'] = [];
    const warnings: ValidationResult['warnings'] = [];
    for (const name of this.form.order) {
      const compiled = this.form.fields.get(name) as CompiledField;
      if (options.activeGroup !== undefined && compiled.field.group !== options.activeGroup)
        continue;
      const unticked = options.bulkSelected !== undefined && !options.bulkSelected.has(name);
      const verdict = unticked || !this.isShown(name) ? { error: '' } : this.verdictFor(name);
      this.applyVerdict(name, verdict);
      if (verdict.error) errors.push({ field: name, message: verdict.error });
      this.refreshRules(name);
      const warning = this.data[name]?.warning;
      if (warning && !unticked && this.isShown(name))
        warnings.push({ field: name, message: warning });
    }
    const stepOnly = options.activeGroup !== undefined;
    const valid = stepOnly
      ? errors.length === 0
      : this.form.order.every((name) => !this.data[name]?.error);
    return { valid, errors, warnings };
  }

  /** Plain values of the fields this user may see and that are shown. */
  visibleValues(): Record<string, unknown> {
    return Object.fromEntries(this.visibleFields().map((name) => [name, this.data[name]?.value]));
  }
}
