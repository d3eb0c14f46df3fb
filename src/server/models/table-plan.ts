import type { FieldSchema, ModelSchema, TableColumn } from '../../engine/types';

/** What a column holds, independent of the database engine. */
export type LogicalType = 'text' | 'number' | 'money' | 'boolean' | 'date' | 'json' | 'ref';

export interface ColumnPlan {
  name: string;
  logical: LogicalType;
  /** For `ref` columns: the referenced model. */
  refModel?: string;
}

export interface ChildTablePlan {
  field: string;
  table: string;
  columns: ColumnPlan[];
}

export interface TablePlan {
  model: string;
  table: string;
  columns: ColumnPlan[];
  children: ChildTablePlan[];
  /** Columns worth an index: list columns (sortable), search fields, ref columns, `index` fields. */
  indexed: string[];
  /** The columns a list may be sorted on: its default sort and its columns. */
  sortable: string[];
  /** The columns a list's `q` searches. */
  searched: string[];
  /** The sort columns whose SQLite sort index also holds the searched text (list.searchedSorts). */
  searchCovered: string[];
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/i;

/**
 * `name` when it is safe to put in SQL as a table or column name; throws otherwise. Names come
 * from the schemas (checked by the meta-schema), so a failure here is a bug, not bad input.
 */
export function assertIdentifier(name: string): string {
  if (!IDENTIFIER.test(name) || name.length > 120)
    throw new Error(`"${name}" is not a safe table or column name`);
  return name;
}

/** `labRequest` -> `lab_request`. */
function snake(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** Model tables carry a prefix so no model can collide with a system table (users, roles...). */
export function tableName(model: string): string {
  return `m_${snake(model)}`;
}

export function childTableName(model: string, field: string): string {
  return `${tableName(model)}__${field}`;
}

export function logicalTypeOf(field: FieldSchema): LogicalType | undefined {
  switch (field.type) {
    case 'divider':
    case 'submit':
    case 'confirm_password':
    case 'one_to_many':
      return undefined;
    case 'number':
    case 'slider':
      return 'number';
    case 'currency':
      return 'money';
    case 'checkbox':
      return 'boolean';
    case 'date':
    case 'datetime':
      return 'date';
    case 'file':
    case 'files':
    case 'collection':
      return 'json';
    case 'select':
    case 'autocomplete':
      if (field.multiple) return 'json';
      return field.ref ? 'ref' : 'text';
    default:
      return 'text';
  }
}

function childColumn(column: TableColumn): ColumnPlan {
  const type = column.type ?? 'text';
  // A row's picked record is an integer id with the same existence check as a top-level ref.
  if (type === 'select' && column.ref)
    return { name: column.field, logical: 'ref', refModel: column.ref };
  const logical: LogicalType =
    type === 'number'
      ? 'number'
      : type === 'currency'
        ? 'money'
        : type === 'checkbox'
          ? 'boolean'
          : type === 'date' || type === 'datetime'
            ? 'date'
            : 'text';
  return { name: column.field, logical };
}

/** Derives a model's tables from its schema: one column per stored field, a child table per one_to_many. */
export function planTable(schema: ModelSchema): TablePlan {
  const columns: ColumnPlan[] = [];
  const children: ChildTablePlan[] = [];
  for (const [name, field] of Object.entries(schema.fields)) {
    if (field.type === 'one_to_many') {
      children.push({
        field: name,
        table: childTableName(schema.model, name),
        columns: (field.columns ?? []).map(childColumn),
      });
      continue;
    }
    const logical = logicalTypeOf(field);
    if (logical)
      columns.push({ name, logical, ...(logical === 'ref' ? { refModel: field.ref } : {}) });
  }
  const stored = new Set(columns.map((c) => c.name));
  const unique = (name: string, i: number, all: string[]) =>
    stored.has(name) && all.indexOf(name) === i;
  const sortable = [
    ...(schema.list?.sort ? [schema.list.sort.field] : []),
    ...(schema.list?.columns ?? []),
  ].filter(unique);
  const searched = (schema.list?.search ?? []).filter(unique);
  const named = schema.list?.searchedSorts;
  const searchCovered = named ? sortable.filter((column) => named.includes(column)) : sortable;
  const indexed = [
    // Every list column may be sorted on, so each gets an index.
    ...sortable,
    ...searched,
    ...columns.filter((c) => c.logical === 'ref').map((c) => c.name),
    ...(schema.naming ? [schema.naming.field] : []),
    ...columns.filter((c) => schema.fields[c.name]?.index === true).map((c) => c.name),
  ].filter(unique);
  return {
    model: schema.model,
    table: tableName(schema.model),
    columns,
    children,
    indexed,
    sortable,
    searched,
    searchCovered,
  };
}
