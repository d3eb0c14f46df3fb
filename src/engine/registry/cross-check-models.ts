import type { FieldSchema, ModelSchema } from '../types';
import { checkDependencies, checkFieldExpressions } from './cross-check-expressions';
import { checkRecordTitle } from './cross-check-record-title';
import { checkRecordPicks } from './cross-check-tables';
import { pointer, problem, safely } from './problems';

/** A model schema (valid, or at least a JSON object) with the file it came from. */
export interface ModelEntry {
  path: string;
  schema: ModelSchema;
}

const unknownField = (name: string) => `unknown field "${name}"`;

interface FieldContext {
  file: string;
  fields: Readonly<Record<string, FieldSchema>>;
  fieldNames: ReadonlySet<string>;
  /** Undefined when `groups` is not a list (the meta-schema reports that). */
  groupIds: ReadonlySet<string> | undefined;
  knownModels: ReadonlySet<string>;
}

function checkField(ctx: FieldContext, name: string, field: FieldSchema): string[] {
  const { file, fieldNames, groupIds, knownModels } = ctx;
  const problems: string[] = [];
  const at = (...rest: string[]) => pointer('fields', name, ...rest);
  if (field.group !== undefined && groupIds && !groupIds.has(field.group)) {
    problems.push(problem(file, at('group'), `unknown group "${field.group}"`));
  }
  if (field.ref !== undefined && !knownModels.has(field.ref)) {
    problems.push(problem(file, at('ref'), `unknown model "${field.ref}"`));
  }
  if (field.referName !== undefined && !fieldNames.has(field.referName)) {
    problems.push(problem(file, at('referName'), unknownField(field.referName)));
  }
  problems.push(...checkFieldExpressions(file, name, field, ctx.fields));
  return problems;
}

function checkFields(
  file: string,
  schema: ModelSchema,
  knownModels: ReadonlySet<string>,
): string[] {
  const groups = Array.isArray(schema.groups) ? schema.groups : undefined;
  const ctx: FieldContext = {
    file,
    fields: schema.fields,
    fieldNames: new Set(Object.keys(schema.fields)),
    groupIds: groups && new Set(groups.map((group) => group.id)),
    knownModels,
  };
  return Object.entries(schema.fields).flatMap(([name, field]) =>
    safely(() => checkField(ctx, name, field)),
  );
}

function checkGroups(file: string, schema: ModelSchema): string[] {
  const problems: string[] = [];
  const fieldNames = new Set(Object.keys(schema.fields));
  const seen = new Set<string>();
  schema.groups.forEach((group, index) => {
    if (seen.has(group.id)) {
      problems.push(
        problem(file, pointer('groups', index, 'id'), `duplicate group id "${group.id}"`),
      );
    }
    seen.add(group.id);
    const at = pointer('groups', index, 'dependencies');
    problems.push(...checkDependencies(file, group.dependencies, at, fieldNames));
  });
  return problems;
}

function checkListWorkflowNaming(file: string, schema: ModelSchema): string[] {
  const problems: string[] = [];
  const fields = new Set(Object.keys(schema.fields));
  const need = (name: string, ...at: (string | number)[]) => {
    if (!fields.has(name)) problems.push(problem(file, pointer(...at), unknownField(name)));
  };
  const { list, workflow, naming, owner } = schema;
  for (const [index, name] of (list?.columns ?? []).entries()) need(name, 'list', 'columns', index);
  for (const [index, name] of (list?.search ?? []).entries()) need(name, 'list', 'search', index);
  if (list?.sort) need(list.sort.field, 'list', 'sort', 'field');
  const sortable = new Set([...(list?.sort ? [list.sort.field] : []), ...(list?.columns ?? [])]);
  for (const [index, name] of (list?.searchedSorts ?? []).entries())
    if (!sortable.has(name))
      problems.push(
        problem(
          file,
          pointer('list', 'searchedSorts', index),
          `"${name}" is not a list column nor the list's sort field`,
        ),
      );
  if (naming) need(naming.field, 'naming', 'field');
  if (owner) need(owner.field, 'owner', 'field');
  if (schema.release) need(schema.release.field, 'release', 'field');
  if (workflow) {
    need(workflow.field, 'workflow', 'field');
    const states = new Set(workflow.states);
    const state = (name: string, ...at: (string | number)[]) => {
      if (!states.has(name))
        problems.push(problem(file, pointer(...at), `unknown state "${name}"`));
    };
    state(workflow.initial, 'workflow', 'initial');
    workflow.transitions.forEach((transition, index) => {
      const at = ['workflow', 'transitions', index] as const;
      if (Array.isArray(transition.from)) {
        for (const [i, from] of transition.from.entries()) state(from, ...at, 'from', i);
      } else {
        state(transition.from, ...at, 'from');
      }
      state(transition.to, ...at, 'to');
      if (transition.reason !== undefined) need(transition.reason, ...at, 'reason');
      for (const [i, name] of (transition.fields ?? []).entries()) need(name, ...at, 'fields', i);
    });
    for (const [index, name] of (workflow.locked ?? []).entries())
      state(name, 'workflow', 'locked', index);
  }
  return problems;
}

/**
 * Rule name -> the models it serves: the rules a server runs (src/server/rules). Absent where
 * no server is involved (a schema checked in the browser), which skips the check.
 */
export type RuleCatalogue = ReadonlyMap<string, readonly string[]>;

function checkRules(file: string, schema: ModelSchema, rules: RuleCatalogue): string[] {
  const problems: string[] = [];
  for (const [index, name] of (schema.rules ?? []).entries()) {
    const models = rules.get(name);
    const at = pointer('rules', index);
    if (!models) {
      const known = [...rules.keys()].sort();
      const hint =
        known.length > 0 ? ` (known rules: ${known.join(', ')})` : ' (no rules are known)';
      problems.push(problem(file, at, `unknown rule "${name}"${hint}`));
    } else if (!models.includes(schema.model)) {
      problems.push(
        problem(file, at, `rule "${name}" serves ${models.join(', ')}, not ${schema.model}`),
      );
    }
  }
  return problems;
}

/**
 * Cross-references inside one model, and from it to other models (`ref`). Each part reads what
 * it can of a schema that failed its meta-schema, so one typo does not hide other problems.
 */
export function checkModel(
  entry: ModelEntry,
  knownModels: ReadonlySet<string>,
  rules?: RuleCatalogue,
  /** The field names of each model, so a fetchFrom naming a field its model lacks is refused. */
  modelFields?: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  return [
    ...safely(() => checkGroups(entry.path, entry.schema)),
    ...safely(() => checkFields(entry.path, entry.schema, knownModels)),
    ...safely(() => checkListWorkflowNaming(entry.path, entry.schema)),
    ...safely(() => checkRecordPicks(entry.path, entry.schema, knownModels, modelFields)),
    ...safely(() => checkRecordTitle(entry.path, entry.schema)),
    ...(rules ? safely(() => checkRules(entry.path, entry.schema, rules)) : []),
  ];
}
