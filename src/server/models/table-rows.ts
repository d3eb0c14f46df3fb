/**
 * The rows of the one_to_many tables a write sends, made ready to store: row ids checked
 * against the record's own rows (an update keeps the ids of the rows it keeps), picked records
 * checked (they exist and match the column's `refFilter`), fetched columns copied from the
 * picked record, and formula columns computed by the engine (a different value sent is
 * refused). Each problem names its table, row and column, as the engine's messages do.
 */
import { fetchSource } from '../../engine/form/fetch-from';
import { refFilterScope } from '../../engine/form/ref-filter';
import { rowFormulaValue } from '../../engine/formulas/row-formula';
import type { FieldSchema, TableColumn } from '../../engine/types';
import { labelOf } from '../../engine/validation/messages';
import type { Problem } from '../errors';
import type { RecordValues } from './model-runtime';
import {
  asStored,
  type RecordWrite,
  readPicked,
  refFilterRefusal,
  targetRuntime,
} from './picked-records';
import type { ChildTablePlan } from './table-plan';

type Row = RecordValues;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const rowsIn = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);

/**
 * The first row whose id is not one of this record's rows (or repeats one), as one problem
 * for the table: "Items row 3: 9999 is not a row of this invoice".
 */
function idProblem(
  name: string,
  label: string,
  rows: Row[],
  storedIds: ReadonlySet<number>,
  title: string,
): Problem | undefined {
  const seen = new Map<number, number>();
  const bad: { index: number; message: string }[] = [];
  for (const [index, row] of rows.entries()) {
    if (isBlank(row.id)) continue;
    const id = Number(row.id);
    const where = `${label} row ${index + 1}`;
    const earlier = seen.get(id);
    if (!storedIds.has(id))
      bad.push({ index, message: `${where}: ${id} is not a row of this ${title}` });
    else if (earlier !== undefined)
      bad.push({ index, message: `${where}: ${id} is already row ${earlier + 1}` });
    seen.set(id, index);
  }
  const first = bad[0];
  if (!first) return undefined;
  const more =
    bad.length > 1 ? ` (and ${bad.length - 1} more row${bad.length > 2 ? 's' : ''})` : '';
  return { field: `${name}[${first.index}].id`, message: `${first.message}${more}` };
}

/** A row with every column in its stored form, in column order, keeping its id when it has one. */
function normalRow(child: ChildTablePlan, row: Row): Row {
  const out: Row = isBlank(row.id) ? {} : { id: Number(row.id) };
  for (const column of child.columns) out[column.name] = asStored(column.logical, row[column.name]);
  return out;
}

/** The sent rows of one table, ready to store, and what is wrong with them. */
async function prepareTable(
  write: RecordWrite,
  name: string,
  field: FieldSchema,
  child: ChildTablePlan,
): Promise<{ rows?: Row[]; problems: Problem[] }> {
  const { reader, registry, rt, values, stored } = write;
  const label = labelOf(name, field);
  const columns = field.columns ?? [];
  const sent = rowsIn(values[name]);
  const storedRows = new Map(rowsIn(stored?.[name]).map((row) => [Number(row.id), row]));
  const title = rt.schema.title.toLowerCase();
  const badId = idProblem(name, label, sent, new Set(storedRows.keys()), title);
  if (badId) return { problems: [badId] };

  const rows = sent.map((row) => normalRow(child, row));
  const before = (row: Row) =>
    row.id === undefined ? undefined : storedRows.get(row.id as number);
  const problems: Problem[] = [];
  const logical = new Map(child.columns.map((c) => [c.name, c.logical]));
  for (const column of columns.filter((c) => c.ref)) {
    const ref = column.ref as string;
    const target = targetRuntime(registry, ref);
    // A pick is checked and fetched from when it is made: a row keeping its record keeps the
    // values copied then (a charge billed since still reads as picked).
    const picking = rows
      .map((row, index) => ({ row, index }))
      .filter(
        ({ row }) =>
          !isBlank(row[column.field]) && row[column.field] !== before(row)?.[column.field],
      );
    const picked = await readPicked(
      reader,
      registry,
      ref,
      picking.map(({ row }) => Number(row[column.field])),
    );
    const fetched = columns.filter((c) => fetchSource(c.fetchFrom)?.ref === column.field);
    for (const [index, row] of rows.entries()) {
      const id = row[column.field];
      const where = `${label} row ${index + 1}`;
      const isPick = picking.some((p) => p.index === index);
      const record = isPick ? picked.get(Number(id)) : undefined;
      if (isPick && !record) {
        problems.push({
          field: `${name}[${index}].${column.field}`,
          message: `${where}: no ${ref} record with id ${id}`,
        });
        continue;
      }
      if (record && target) {
        const refusal = await refFilterRefusal(
          write,
          column.refFilter,
          refFilterScope(values, row),
          record,
          target.schema,
        );
        if (refusal)
          problems.push({
            field: `${name}[${index}].${column.field}`,
            message: `${where}: ${refusal}`,
          });
      }
      for (const copy of fetched) {
        const source = fetchSource(copy.fetchFrom)?.field as string;
        const kept = before(row);
        row[copy.field] = record
          ? asStored(logical.get(copy.field) ?? 'text', record[source])
          : isBlank(id)
            ? null
            : (kept?.[copy.field] ?? null);
      }
    }
  }
  problems.push(...formulaProblems(name, label, columns, child, rows, sent));
  return { rows, problems };
}

/** Computes every formula column; a value sent that differs is a problem naming both. */
function formulaProblems(
  name: string,
  label: string,
  columns: readonly TableColumn[],
  child: ChildTablePlan,
  rows: Row[],
  sent: Row[],
): Problem[] {
  const problems: Problem[] = [];
  const logical = new Map(child.columns.map((c) => [c.name, c.logical]));
  for (const [index, row] of rows.entries()) {
    for (const column of columns) {
      if (!column.formula) continue;
      const kind = logical.get(column.field) ?? 'number';
      const expected = asStored(kind, rowFormulaValue(column, row) ?? null);
      row[column.field] = expected;
      const given = sent[index]?.[column.field];
      if (isBlank(given)) continue;
      const asGiven = asStored(kind, given);
      if (asGiven !== expected)
        problems.push({
          field: `${name}[${index}].${column.field}`,
          message: `${label} row ${index + 1}: ${column.label ?? column.field} must be ${String(expected ?? 'empty')} (${column.formula}), not ${String(asGiven)}`,
        });
    }
  }
  return problems;
}

/**
 * The tables this write sets, prepared (rows in their stored form: ids kept, fetched and
 * formula columns filled in by the server), and the problems found.
 */
export async function prepareTables(
  write: RecordWrite,
): Promise<{ values: RecordValues; problems: Problem[] }> {
  const values: RecordValues = {};
  const problems: Problem[] = [];
  for (const child of write.rt.plan.children) {
    const field = write.rt.schema.fields[child.field];
    if (!field || !write.written.has(child.field) || !Array.isArray(write.values[child.field]))
      continue;
    const prepared = await prepareTable(write, child.field, field, child);
    problems.push(...prepared.problems);
    if (prepared.rows) values[child.field] = prepared.rows;
  }
  return { values, problems };
}
