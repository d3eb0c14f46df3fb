import { type CompiledFormula, compileFormula } from '../formulas/compile-formula';
import { type CompiledExpression, compileExpression } from '../formulas/math';
import { tableExpressionFields } from '../formulas/table-expression';
import type { FieldSchema, GroupSchema } from '../types';
import { labelOf } from '../validation/messages';
import { type CompiledDependencies, compileDependencies } from '../visibility/dependencies';

export interface CompiledField {
  name: string;
  field: FieldSchema;
  label: string;
  visibility: CompiledDependencies;
  formula?: CompiledFormula;
  /** A formula or custom check that failed to compile: reported once, treated as failed. */
  problems: string[];
  check?: CompiledExpression;
  /** `requiredWhen`: the field is required while it holds (undefined: as `required` says). */
  requiredWhen?: CompiledDependencies;
  /** `warnings`, compiled; a check that failed to compile is reported and never warns. */
  warnings: CompiledWarning[];
  /** Holds no data the person enters (divider, submit) or is computed. */
  inert: boolean;
}

export interface CompiledWarning {
  check?: CompiledExpression;
  message: string;
}

export interface CompiledGroup {
  group: GroupSchema;
  visibility: CompiledDependencies;
  fields: string[];
}

/**
 * A schema compiled once: every field's visibility test, formula and check, and the reverse
 * edges of the dependency graph, so a change re-evaluates only what depends on the field.
 */
export interface CompiledForm {
  fields: Map<string, CompiledField>;
  order: string[];
  groups: Map<string, CompiledGroup>;
  /** field -> fields whose visibility depends on it */
  visibilityDependents: Map<string, string[]>;
  /** field -> computed fields whose value depends on it */
  valueDependents: Map<string, string[]>;
  /**
   * field -> fields whose error, warning or requirement depends on it (custom checks and
   * warnings naming it, confirm_password, requiredWhen, a `$name` date bound)
   */
  errorDependents: Map<string, string[]>;
  /** field -> groups whose own dependencies read it */
  groupDependents: Map<string, string[]>;
  /** Computed fields in an order where inputs come before the fields computed from them. */
  computedOrder: string[];
  /** JSONata table expressions, evaluated asynchronously. */
  expressionFields: string[];
  problems: string[];
}

function addEdge(map: Map<string, string[]>, from: string, to: string) {
  const list = map.get(from);
  if (!list) map.set(from, [to]);
  else if (!list.includes(to)) list.push(to);
}

function compileField(name: string, field: FieldSchema, where: string): CompiledField {
  const problems: string[] = [];
  let formula: CompiledFormula | undefined;
  if (field.formula) {
    const compiled = compileFormula(field.formula);
    if (compiled instanceof Error) problems.push(`${where}/formula: ${compiled.message}`);
    else formula = compiled;
  }
  const expression = (source: string, at: string) => {
    const compiled = compileExpression(source);
    if (!(compiled instanceof Error)) return compiled;
    problems.push(`${where}/${at}: ${compiled.message}`);
    return undefined;
  };
  const check = field.validate ? expression(field.validate, 'validate') : undefined;
  const warnings = (field.warnings ?? []).map((warning, i) => ({
    check: expression(warning.validate, `warnings/${i}/validate`),
    message: warning.message,
  }));
  return {
    name,
    field,
    label: labelOf(name, field),
    visibility: compileDependencies(field.dependencies, `${where}/dependencies`),
    formula,
    check,
    requiredWhen: field.requiredWhen
      ? compileDependencies(field.requiredWhen, `${where}/requiredWhen`)
      : undefined,
    warnings,
    problems,
    inert:
      field.type === 'divider' ||
      field.type === 'submit' ||
      field.formula !== undefined ||
      field.expression !== undefined,
  };
}

/** `$visit_date` in a minDate or maxDate: the field whose day bounds this one. */
export function dateBoundField(bound: unknown): string | undefined {
  return typeof bound === 'string' && bound.startsWith('$') ? bound.slice(1) : undefined;
}

/** The fields a field's checks, warnings, requirement and date bounds read. */
function ruleReads(compiled: CompiledField): string[] {
  const { field } = compiled;
  return [
    ...(compiled.check?.symbols ?? []),
    ...compiled.warnings.flatMap((warning) => warning.check?.symbols ?? []),
    ...(compiled.requiredWhen?.fields ?? []),
    ...[dateBoundField(field.minDate), dateBoundField(field.maxDate)].flatMap((f) => f ?? []),
  ];
}

/** Orders computed fields so each comes after the computed fields it reads; drops cycles. */
function orderComputed(fields: Map<string, CompiledField>, problems: string[]): string[] {
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, trail: string[]) => {
    const compiled = fields.get(name);
    if (!compiled?.formula || state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') {
      problems.push(`formula cycle: ${[...trail, name].join(' -> ')}`);
      return;
    }
    state.set(name, 'visiting');
    for (const input of compiled.formula.fields) visit(input, [...trail, name]);
    state.set(name, 'done');
    order.push(name);
  };
  for (const name of fields.keys()) visit(name, []);
  return order;
}

export function compileForm(
  fieldsSchema: Record<string, FieldSchema>,
  groupsSchema: GroupSchema[] = [],
  where = '#/fields',
): CompiledForm {
  const fields = new Map<string, CompiledField>();
  const visibilityDependents = new Map<string, string[]>();
  const valueDependents = new Map<string, string[]>();
  const errorDependents = new Map<string, string[]>();
  const groupDependents = new Map<string, string[]>();
  const problems: string[] = [];
  const names = new Set(Object.keys(fieldsSchema));
  const expressionFields: string[] = [];

  for (const [name, field] of Object.entries(fieldsSchema)) {
    const compiled = compileField(name, field, `${where}/${name}`);
    fields.set(name, compiled);
    problems.push(...compiled.problems);
    for (const source of compiled.visibility.fields) addEdge(visibilityDependents, source, name);
    for (const source of compiled.formula?.fields ?? []) addEdge(valueDependents, source, name);
    for (const source of ruleReads(compiled)) {
      if (source !== 'value' && source !== name && names.has(source))
        addEdge(errorDependents, source, name);
    }
    if (field.type === 'confirm_password') {
      addEdge(errorDependents, field.referName || 'password', name);
    }
    if (field.expression) {
      expressionFields.push(name);
      for (const source of tableExpressionFields(field.expression, names)) {
        addEdge(valueDependents, source, name);
      }
    }
  }

  const members = new Map<string, string[]>();
  for (const compiled of fields.values()) {
    if (compiled.field.group) addEdge(members, compiled.field.group, compiled.name);
  }
  const groups = new Map<string, CompiledGroup>();
  for (const group of groupsSchema) {
    const visibility = compileDependencies(group.dependencies, `#/groups/${group.id}/dependencies`);
    groups.set(group.id, { group, visibility, fields: members.get(group.id) ?? [] });
    for (const source of visibility.fields) addEdge(groupDependents, source, group.id);
  }

  return {
    fields,
    order: [...fields.keys()],
    groups,
    visibilityDependents,
    valueDependents,
    errorDependents,
    groupDependents,
    computedOrder: orderComputed(fields, problems),
    expressionFields,
    problems,
  };
}
