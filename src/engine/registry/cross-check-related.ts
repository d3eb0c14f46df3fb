import { RECORD_TIMES, type RecordChart, type RelatedList } from '../related/related-lists';
import type { FieldSchema, ModelSchema } from '../types';
import type { ModelEntry } from './cross-check-models';
import { pointer, problem } from './problems';

/** Field types with no column of their own: nothing to list, sort or copy. */
const UNSTORED = new Set(['divider', 'submit', 'confirm_password', 'one_to_many']);
const TIMES: readonly string[] = RECORD_TIMES;

type At = (string | number)[];

/**
 * The `related` lists and `chart` of one model, against the models they name: a list's model
 * exists and its `field` is a single ref to this model; its columns, sort, timeline and prefill
 * name stored fields of the right kind, and its `addWhen` this model's; the chart's fields are
 * this model's and its trends plot number fields of one related list. Every problem carries its
 * JSON pointer.
 */
export function checkRelated(
  entry: ModelEntry,
  schemas: ReadonlyMap<string, ModelSchema>,
): string[] {
  const { path: file, schema } = entry;
  const problems: string[] = [];
  const report = (at: At, message: string) => problems.push(problem(file, pointer(...at), message));
  const seen = new Map<string, number>();
  for (const [index, list] of (schema.related ?? []).entries()) {
    const at = (...rest: At): At => ['related', index, ...rest];
    const target = schemas.get(list.model);
    if (!target) {
      report(at('model'), `unknown model "${list.model}"`);
      continue;
    }
    const key = `${list.model}.${list.field}`;
    const first = seen.get(key);
    if (first !== undefined)
      report(at(), `duplicate related list of ${key} (also at ${pointer('related', first)})`);
    else seen.set(key, index);
    problems.push(...checkPointingField(file, at('field'), list, target, schema.model));
    const fieldOf = storedFieldOf(target);
    list.columns.forEach((name, i) => {
      const problemText = fieldOf(name) ? undefined : notStored(name, list.model);
      if (problemText) report(at('columns', i), problemText);
    });
    if (list.sort && !TIMES.includes(list.sort.field) && !fieldOf(list.sort.field))
      report(at('sort', 'field'), notStored(list.sort.field, list.model));
    if (list.timeline) {
      const { at: moment } = list.timeline;
      const type = fieldOf(moment)?.type;
      if (!TIMES.includes(moment) && type !== 'date' && type !== 'datetime')
        report(
          at('timeline', 'at'),
          `"${moment}" is not a date or datetime field of ${list.model} (nor created_at)`,
        );
    }
    for (const [into, from] of Object.entries(list.prefill ?? {})) {
      const copied = fieldOf(into);
      if (!copied) report(at('prefill', into), notStored(into, list.model));
      else if (copied.derived || copied.formula)
        report(at('prefill', into), `"${into}" of ${list.model} is kept by the server`);
      if (!storedFieldOf(schema)(from) && from !== 'id')
        report(at('prefill', into), notStored(from, schema.model));
    }
    for (const name of Object.keys(list.addWhen ?? {}))
      if (!storedFieldOf(schema)(name)) report(at('addWhen', name), notStored(name, schema.model));
  }
  if (schema.chart) problems.push(...checkChart(file, schema, schema.chart, schemas));
  return problems;
}

/** The field `name` of `schema` when it has a column of its own (not a table, a divider...). */
export function storedFieldOf(schema: ModelSchema) {
  return (name: string): FieldSchema | undefined => {
    const field = Object.hasOwn(schema.fields, name) ? schema.fields[name] : undefined;
    return field && !UNSTORED.has(field.type) ? field : undefined;
  };
}

const notStored = (name: string, model: string) => `unknown field "${name}" of ${model}`;

function checkPointingField(
  file: string,
  at: At,
  list: RelatedList,
  target: ModelSchema,
  model: string,
): string[] {
  const field = Object.hasOwn(target.fields, list.field) ? target.fields[list.field] : undefined;
  if (!field) return [problem(file, pointer(...at), notStored(list.field, list.model))];
  if (field.ref !== model || field.multiple)
    return [
      problem(
        file,
        pointer(...at),
        `field "${list.field}" of ${list.model} is not a ref to ${model} (a single record)`,
      ),
    ];
  return [];
}

function checkChart(
  file: string,
  schema: ModelSchema,
  chart: RecordChart,
  schemas: ReadonlyMap<string, ModelSchema>,
): string[] {
  const problems: string[] = [];
  const own = storedFieldOf(schema);
  const report = (at: At, message: string) => problems.push(problem(file, pointer(...at), message));
  for (const key of ['identity', 'alerts'] as const)
    (chart[key] ?? []).forEach((name, i) => {
      if (!own(name)) report(['chart', key, i], notStored(name, schema.model));
    });
  if (!chart.trendsOf) return problems;
  const lists = (schema.related ?? []).filter((list) => list.model === chart.trendsOf);
  if (lists.length !== 1) {
    report(
      ['chart', 'trendsOf'],
      lists.length === 0
        ? `no related list of ${chart.trendsOf} to plot`
        : `${chart.trendsOf} has ${lists.length} related lists: the trends would not know which to plot`,
    );
    return problems;
  }
  const target = schemas.get(chart.trendsOf);
  if (!target) return problems;
  const fieldOf = storedFieldOf(target);
  (chart.trends ?? []).forEach((trend, t) => {
    trend.series.forEach((line, s) => {
      const type = fieldOf(line.field)?.type;
      if (type !== 'number' && type !== 'slider')
        report(
          ['chart', 'trends', t, 'series', s, 'field'],
          `"${line.field}" is not a number field of ${chart.trendsOf}`,
        );
    });
  });
  return problems;
}
