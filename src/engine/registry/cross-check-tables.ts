/**
 * check:schemas for the parts of a model that pick records of other models: `ref` columns of
 * one_to_many tables, `fetchFrom` (a column or field copied from the picked record), row
 * `formula`s and `refFilter`s. Problems name the JSON pointer of the property at fault.
 */
import { fetchSource } from '../form/fetch-from';
import { editedFields, refFilterReads } from '../form/ref-filter';
import { templateFields } from '../format/title-template';
import { rowFormulaProblem } from '../formulas/row-formula';
import type { FieldSchema, ModelSchema, RefFilter, TableColumn } from '../types';
import { pointer, problem } from './problems';

interface Place {
  file: string;
  knownModels: ReadonlySet<string>;
  /** The names `$name` in a refFilter may read. */
  names: ReadonlySet<string>;
  /** The field names of each model, where known: a fetched field must be one of them. */
  modelFields?: ReadonlyMap<string, ReadonlySet<string>>;
}

function checkRefFilter(
  place: Place,
  at: string[],
  filter: RefFilter | undefined,
  ref: string | undefined,
): string[] {
  if (filter === undefined) return [];
  const where = pointer(...at, 'refFilter');
  if (!ref) return [problem(place.file, where, 'refFilter needs "ref": it filters picked records')];
  return refFilterReads(filter)
    .filter((name) => !place.names.has(name))
    .map((name) =>
      problem(place.file, where, `"$${name}" names no field of this record (or column of the row)`),
    );
}

/**
 * `refFilterMessages` words refusals of the refFilter's own conditions, with the picked model's
 * fields: each key a field the refFilter names, each `{name}` a field of the picked model.
 */
function checkRefFilterMessages(place: Place, at: string[], field: FieldSchema): string[] {
  const messages = field.refFilterMessages;
  if (!messages) return [];
  const conditions = new Set(Object.keys(field.refFilter ?? {}));
  const fields = field.ref ? place.modelFields?.get(field.ref) : undefined;
  return Object.entries(messages).flatMap(([key, template]) => {
    const where = pointer(...at, 'refFilterMessages', key);
    const problems = conditions.has(key)
      ? []
      : [problem(place.file, where, `the refFilter has no condition on "${key}"`)];
    for (const name of templateFields(template))
      if (fields && !fields.has(name))
        problems.push(problem(place.file, where, `{${name}} names no field of ${field.ref}`));
    for (const name of editedFields(template))
      if (!place.names.has(name))
        problems.push(problem(place.file, where, `{$${name}} names no field of this record`));
    return problems;
  });
}

/**
 * `fetchFrom` must name a ref among `refs` (sibling columns, or the record's fields) and a
 * field after the dot that the picked model has (else the copy is always empty).
 */
function checkFetchFrom(
  place: Place,
  at: string[],
  fetchFrom: string | undefined,
  refs: ReadonlyMap<string, string | undefined>,
  what: string,
  key: 'fetchFrom' | 'defaultFrom' = 'fetchFrom',
): string[] {
  if (fetchFrom === undefined) return [];
  const where = pointer(...at, key);
  const source = fetchSource(fetchFrom);
  if (!source) return [problem(place.file, where, `fetchFrom must read ${what}.field`)];
  if (!refs.has(source.ref))
    return [problem(place.file, where, `"${source.ref}" is not ${what} of this record`)];
  const model = refs.get(source.ref);
  if (!model)
    return [
      problem(place.file, where, `"${source.ref}" has no "ref": nothing is picked to fetch from`),
    ];
  const fields = place.modelFields?.get(model);
  if (fields && source.field !== 'id' && !fields.has(source.field))
    return [
      problem(
        place.file,
        where,
        `"${source.field}" is not a field of the ${model} model that "${source.ref}" picks`,
      ),
    ];
  return [];
}

function checkColumns(
  place: Place,
  name: string,
  field: FieldSchema,
  recordNames: ReadonlySet<string>,
): string[] {
  const columns = field.columns ?? [];
  const problems: string[] = [];
  const refs = new Map(columns.map((c) => [c.field, c.ref]));
  const names = new Set([...recordNames, ...columns.map((c) => c.field)]);
  columns.forEach((column: TableColumn, index) => {
    const at = ['fields', name, 'columns', String(index)];
    if (column.ref !== undefined) {
      if ((column.type ?? 'text') !== 'select')
        problems.push(
          problem(place.file, pointer(...at, 'ref'), 'a ref column must be a select column'),
        );
      else if (!place.knownModels.has(column.ref))
        problems.push(problem(place.file, pointer(...at, 'ref'), `unknown model "${column.ref}"`));
    }
    problems.push(...checkRefFilter({ ...place, names }, at, column.refFilter, column.ref));
    problems.push(...checkFetchFrom(place, at, column.fetchFrom, refs, 'a column'));
    const formula = rowFormulaProblem(columns, index);
    if (formula) problems.push(problem(place.file, pointer(...at, 'formula'), formula));
  });
  return problems;
}

/**
 * A fetched ref field (the visit's patient) is a pick too: the fields that fetchFrom it follow.
 * Such chains must end: `a` copied from what `b` picks while `b` is copied from `a` never does.
 */
function checkFetchChains(file: string, schema: ModelSchema): string[] {
  const from = new Map<string, string>();
  for (const [name, field] of Object.entries(schema.fields)) {
    const source = fetchSource(field.fetchFrom);
    if (field.ref && source) from.set(name, source.ref);
  }
  const problems: string[] = [];
  const reported = new Set<string>();
  for (const start of from.keys()) {
    const trail = [start];
    let next = from.get(start);
    while (next !== undefined && !trail.includes(next)) {
      trail.push(next);
      next = from.get(next);
    }
    if (next !== start || reported.has(start)) continue;
    for (const name of trail) reported.add(name);
    const where = pointer('fields', start, 'fetchFrom');
    problems.push(
      problem(file, where, `fetchFrom goes round in a circle: ${[...trail, start].join(' -> ')}`),
    );
  }
  return problems;
}

export function checkRecordPicks(
  file: string,
  schema: ModelSchema,
  knownModels: ReadonlySet<string>,
  modelFields?: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  const names = new Set(Object.keys(schema.fields));
  const refs = new Map(Object.entries(schema.fields).map(([n, f]) => [n, f.ref]));
  const place: Place = { file, knownModels, names, modelFields };
  return [
    ...Object.entries(schema.fields).flatMap(([name, field]) => [
      ...checkRefFilter(place, ['fields', name], field.refFilter, field.ref),
      ...checkRefFilterMessages(place, ['fields', name], field),
      ...checkFetchFrom(place, ['fields', name], field.fetchFrom, refs, 'a field'),
      ...checkFetchFrom(place, ['fields', name], field.defaultFrom, refs, 'a field', 'defaultFrom'),
      ...(field.type === 'one_to_many' ? checkColumns(place, name, field, names) : []),
    ]),
    ...checkFetchChains(file, schema),
  ];
}
