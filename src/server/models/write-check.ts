import { type ServerOwned, serverOwned } from '../../engine/form/server-owned';
import { ZONED_INSTANT } from '../../engine/format/dates';
import { handChosenAutoOptions } from '../../engine/format/select';
import { mayAccessFieldNamed } from '../../engine/permissions/field-access';
import type {
  EngineUser,
  FieldSchema,
  ModelSchema,
  SelectOption,
  TableColumn,
} from '../../engine/types';
import { labelOf, messages } from '../../engine/validation/messages';
import { isBlank, numberFrom } from '../../engine/validation/values';
import { HttpError, namedAtMost, type Problem, validationFailed } from '../errors';
import { isMoney } from './codecs';
import { logicalTypeOf } from './table-plan';

const SERVER_OWNED_TEXT: Record<ServerOwned, string> = {
  computed: 'is computed and cannot be written',
  derived: 'is kept by the server from other records and cannot be written',
  numbered: 'is numbered by the server',
  workflow: 'changes only through a workflow transition',
};

export type { Problem } from '../errors';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function maxLength(field: FieldSchema): number {
  if (field.type === 'signature' || field.type === 'rich_text') return 3_000_000;
  if (field.multiline) return 20_000;
  if (field.type === 'text' || field.type === 'custom') return 2_000;
  return 500;
}

function optionIds(field: FieldSchema): string[] | undefined {
  if (field.allowedValues?.length) return field.allowedValues.map(String);
  if (field.ref || !field.options?.length) return undefined;
  return field.options.map((option) => String(option.id ?? option.value ?? option.name));
}

function isValidDate(text: string): boolean {
  return (
    ISO_DATE.test(text) &&
    !Number.isNaN(new Date(text.length === 10 ? `${text}T00:00:00Z` : text).getTime())
  );
}

/** What POST /api/files answers, and all a file value may hold. */
const FILE_KEYS = ['filename', 'filepath', 'mimetype', 'size'];

/**
 * What is wrong with one file value; undefined when it is an uploaded file's record. Its own
 * keys only: whatever else it held would be stored in the record and sent to every reader.
 */
function fileProblem(label: string, value: unknown): string | undefined {
  const file = value as Record<string, unknown>;
  if (!file || typeof file !== 'object' || Array.isArray(file))
    return `${label} must be an uploaded file`;
  const foreign = Object.keys(file).find((key) => !FILE_KEYS.includes(key));
  if (foreign !== undefined)
    return `${label} holds "${foreign.slice(0, 100)}", which an uploaded file does not (${FILE_KEYS.join(', ')})`;
  const fits =
    typeof file.filepath === 'string' &&
    typeof file.filename === 'string' &&
    (file.mimetype === undefined || typeof file.mimetype === 'string') &&
    (file.size === undefined || (Number.isSafeInteger(file.size) && (file.size as number) >= 0));
  return fits ? undefined : `${label} must be an uploaded file`;
}

/**
 * A positive whole number, as a number or its text: what ids are. At most 2^31 - 1, the id
 * columns' range on PostgreSQL (integer), where a larger one fails the lookup with a 500.
 */
const isRecordId = (value: unknown) =>
  (typeof value === 'number' || typeof value === 'string') &&
  value !== '' &&
  Number.isSafeInteger(Number(value)) &&
  Number(value) > 0 &&
  Number(value) <= 2_147_483_647;

/** A list's entries are plain values (choices' ids, text): nothing else is ever offered. */
const isPlain = (item: unknown) => typeof item === 'string' || typeof item === 'number';

const numeric = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()));

/**
 * The values a select column offers, as the browser's cell editor reads them
 * (src/client/widgets/table/cell-choices.ts): id, else value, else label or name; headings
 * (`header: true`) are not values. Undefined when the column lists none (nothing to check).
 */
function cellOptionKeys(column: TableColumn): Set<string> | undefined {
  if (!column.options?.length) return undefined;
  const keys = column.options
    .filter((option) => option && typeof option === 'object' && option.header !== true)
    .map((option) => option.id ?? option.value ?? option.label ?? option.name)
    .filter((key) => key !== undefined && key !== null)
    .map(String);
  return keys.length > 0 ? new Set(keys) : undefined;
}

/** What is wrong with one cell, worded after its column's label; undefined when fine. */
function cellProblem(column: TableColumn, label: string, value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const type = column.type ?? 'text';
  if (column.ref)
    return isRecordId(value) ? undefined : `${label} must be the id of a ${column.ref} record`;
  if (type === 'number' && !numeric(value)) return `${label} must be a number`;
  if (type === 'currency' && !isMoney(value))
    return `${label} must be an amount with at most 2 decimals`;
  if (type === 'checkbox' && typeof value !== 'boolean') return `${label} must be true or false`;
  if (
    (type === 'date' || type === 'datetime') &&
    !(typeof value === 'string' && isValidDate(value))
  )
    return `${label} must be a date`;
  if (!['number', 'currency', 'checkbox'].includes(type) && typeof value !== 'string')
    return `${label} must be text`;
  if (typeof value === 'string' && value.length > 2_000) return `${label} is too long`;
  if (typeof value === 'string' && value.includes('\u0000'))
    return `${label} must not contain NUL characters`;
  if (type === 'number' || type === 'currency') {
    // The engine's words for a number outside its bounds, as a field's check says them.
    const n = numberFrom(value) as number;
    const outside =
      (column.min !== undefined && n < column.min) || (column.max !== undefined && n > column.max);
    if (outside) return messages.outOfRange(label, column.min, column.max);
  }
  const offered = cellOptionKeys(column);
  if (type === 'select' && offered && !offered.has(String(value)))
    return `${label} must be one of: ${[...offered].slice(0, 20).join(', ')}`;
  return undefined;
}

/** At most this many cell problems are reported per table: enough to fix, not a flood. */
const MAX_ROW_PROBLEMS = 50;

/**
 * The problems of a one_to_many value, each naming its place as `items[0].route` (a row as
 * `items[0]`, the list as `items`), and said with the row number a person counts from 1.
 */
function rowsProblems(name: string, field: FieldSchema, label: string, value: unknown): Problem[] {
  if (!Array.isArray(value)) return [{ field: name, message: `${label} must be a list of rows` }];
  if (value.length > 1_000) return [{ field: name, message: `${label} has more than 1000 rows` }];
  const columns = new Map((field.columns ?? []).map((c) => [c.field, c]));
  const problems: Problem[] = [];
  for (const [i, row] of value.entries()) {
    const at = `${name}[${i}]`;
    const where = `${label} row ${i + 1}`;
    if (!row || typeof row !== 'object' || Array.isArray(row)) {
      problems.push({ field: at, message: `${where} must be an object` });
      continue;
    }
    for (const [key, cell] of Object.entries(row)) {
      if (key === 'id') {
        // A stored row's id keeps it (child-rows.ts); a new row has none.
        if (cell !== null && cell !== undefined && !isRecordId(cell))
          problems.push({
            field: `${at}.id`,
            message: `${where}: id must be the id of a stored row`,
          });
        continue;
      }
      const column = columns.get(key);
      if (!column) {
        problems.push({ field: at, message: `${where}: unknown column "${key}"` });
        continue;
      }
      const problem = cellProblem(column, column.label ?? key, cell);
      if (problem) problems.push({ field: `${at}.${key}`, message: `${where}: ${problem}` });
    }
    // Formula and fetched columns are filled in by the server (table-rows.ts).
    const missing = [...columns.values()].filter(
      (c) =>
        c.required &&
        !c.formula &&
        !c.fetchFrom &&
        isBlank((row as Record<string, unknown>)[c.field]),
    );
    // The browser's own words when a row is saved without them (src/client/widgets/table/rows.ts).
    if (missing.length > 0)
      problems.push({
        field: at,
        message: `Please fill in required fields: ${missing.map((c) => c.label || c.field).join(', ')}`,
      });
    if (problems.length >= MAX_ROW_PROBLEMS) break;
  }
  return problems.slice(0, MAX_ROW_PROBLEMS);
}

/** The type and size problem of one value, or undefined when it may be stored. */
export function valueProblem(
  field: FieldSchema,
  label: string,
  value: unknown,
): string | undefined {
  if (value === null) return undefined;
  if (field.type === 'one_to_many') return rowsProblems('', field, label, value)[0]?.message;
  const logical = logicalTypeOf(field);
  switch (logical) {
    case 'number':
      return numeric(value) ? undefined : `${label} must be a number`;
    case 'money':
      return isMoney(value) ? undefined : `${label} must be an amount with at most 2 decimals`;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `${label} must be true or false`;
    case 'date':
      // A datetime is an instant: without its offset the same text is a different moment
      // in each zone, so one is required.
      if (field.type === 'datetime')
        return typeof value === 'string' && ZONED_INSTANT.test(value) && isValidDate(value)
          ? undefined
          : `${label} must be a date and time with its offset (yyyy-MM-ddTHH:mm:ss+hh:mm or Z)`;
      return typeof value === 'string' && isValidDate(value)
        ? undefined
        : `${label} must be a date (yyyy-MM-dd)`;
    case 'ref':
      return isRecordId(value) ? undefined : `${label} must be the id of a ${field.ref} record`;
    case 'json': {
      if (field.type === 'file') return fileProblem(label, value);
      if (!Array.isArray(value) || value.length > 200) return `${label} must be a list`;
      if (field.type === 'files') {
        for (const item of value) {
          const problem = fileProblem(label, item);
          if (problem) return problem;
        }
        return undefined;
      }
      if (!value.every(isPlain)) return `${label} must be a list of plain values`;
      // Each id is then looked up (record-validation.ts), as a single reference's is.
      if (field.ref && field.multiple && !value.every(isRecordId))
        return `${label} must be a list of ${field.ref} record ids`;
      const ids = optionIds(field);
      if (field.multiple && ids && value.some((item) => !ids.includes(String(item))))
        return `${label} has a choice that is not offered`;
      if (field.maxSelectCount && value.length > field.maxSelectCount)
        return `${label} allows at most ${field.maxSelectCount} choices`;
      return undefined;
    }
    case undefined:
      return `${label} is not stored`;
    default: {
      if (typeof value !== 'string') return `${label} must be text`;
      if (value.length > maxLength(field))
        return `${label} is longer than ${maxLength(field)} characters`;
      // PostgreSQL text cannot hold U+0000 (it would fail as a 500 there, and pass on SQLite).
      if (value.includes('\u0000')) return `${label} must not contain NUL characters`;
      const ids = optionIds(field);
      if (ids && value !== '' && !ids.includes(value))
        return `${label} must be one of: ${ids.slice(0, 20).join(', ')}`;
      return undefined;
    }
  }
}

/** "Disposition "Admitted" is set by admitting the patient ..., not typed" */
const autoOptionText = (label: string, option: SelectOption) =>
  `${label} "${option.name}" is set by ${option.setBy ?? 'the server from other records'}, not typed`;

const rowList = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((row) => row && typeof row === 'object') : [];

/**
 * The `auto` options typed into a table's select columns, each 422 on `items[i].column`. A row
 * sent back with its stored id may keep what that stored row holds (a rule set it).
 */
function rowAutoOptionProblems(
  name: string,
  field: FieldSchema,
  value: unknown,
  stored: unknown,
): Problem[] {
  const columns = (field.columns ?? []).filter((c) => c.options?.some((o) => o?.auto === true));
  if (columns.length === 0) return [];
  const storedRows = new Map(rowList(stored).map((row) => [String(row.id), row]));
  const problems: Problem[] = [];
  for (const [i, row] of rowList(value).entries()) {
    const held = row.id == null ? undefined : storedRows.get(String(row.id));
    for (const column of columns)
      for (const option of handChosenAutoOptions(column, row[column.field], held?.[column.field]))
        problems.push({
          field: `${name}[${i}].${column.field}`,
          message: `${labelOf(name, field)} row ${i + 1}: ${autoOptionText(column.label ?? column.field, option)}`,
        });
  }
  return problems;
}

/**
 * The values of `auto` options (only the server's rules set them: an emergency's disposition
 * Admitted, written by its admission) that a person's write sends, 422 on each field (or each
 * table cell, `items[0].state`) naming the option and how it is set. A value the record already
 * held may be sent back unchanged (`stored`: the record before an update, locked; nothing for
 * a new record). The form's own choice, engine `offeredOptions`: what it would not offer, a
 * person may not send. Rules' writes are not requests and do not come here.
 */
export function autoOptionProblems(
  schema: ModelSchema,
  body: Record<string, unknown>,
  stored?: Record<string, unknown>,
): Problem[] {
  const problems: Problem[] = [];
  for (const [name, value] of Object.entries(body)) {
    const field = Object.hasOwn(schema.fields, name) ? schema.fields[name] : undefined;
    if (field?.type === 'one_to_many')
      problems.push(...rowAutoOptionProblems(name, field, value, stored?.[name]));
    if (!field?.options || field.ref) continue;
    for (const option of handChosenAutoOptions(field, value, stored?.[name]))
      problems.push({ field: name, message: autoOptionText(labelOf(name, field), option) });
  }
  return problems;
}

/**
 * Checks a create or update body before the engine sees it: unknown fields (400), fields the
 * user may not see (403), server-managed fields, wrong types and sizes, a new record's `auto`
 * options (422).
 */
export function checkWrite(
  schema: ModelSchema,
  body: Record<string, unknown>,
  user: EngineUser,
  isUpdate: boolean,
): void {
  // Own keys only: `constructor` or `toString` in a body are unknown, not the object's methods.
  const known = (key: string) => Object.hasOwn(schema.fields, key);
  const unknown = Object.keys(body).filter(
    (key) => !known(key) && !(isUpdate && key === 'version'),
  );
  if (unknown.length > 0) {
    // A body may carry any number of keys: the answer (and its log line) names a few.
    const { named, rest } = namedAtMost(unknown);
    throw new HttpError(
      400,
      'UNKNOWN_FIELD',
      `Unknown field${unknown.length > 1 ? 's' : ''} for ${schema.model}: ${named.join(', ')}${rest}`,
      named.map((field) => ({ field, message: `Unknown field "${field}"` })),
    );
  }
  // The field's own rule and its group's: a Finance-only group's fields are refused to others.
  const hidden = Object.keys(body).filter(
    (key) => known(key) && !mayAccessFieldNamed(schema, key, user),
  );
  if (hidden.length > 0) {
    throw new HttpError(
      403,
      'FIELD_FORBIDDEN',
      `You may not write the field${hidden.length > 1 ? 's' : ''} ${hidden.join(', ')}.`,
      hidden.map((field) => ({ field, message: 'Not allowed for your role' })),
    );
  }
  const problems: Problem[] = [];
  for (const [name, value] of Object.entries(body)) {
    const field = known(name) ? schema.fields[name] : undefined;
    if (!field) continue;
    const label = labelOf(name, field);
    const owned = serverOwned(schema, name, isUpdate);
    if (owned) problems.push({ field: name, message: `${label} ${SERVER_OWNED_TEXT[owned]}` });
    else if (field.type === 'one_to_many' && value !== null)
      problems.push(...rowsProblems(name, field, label, value));
    else {
      const problem = valueProblem(field, label, value);
      if (problem) problems.push({ field: name, message: problem });
    }
  }
  // An update's are checked against the stored record, once it is locked (model-service-update).
  if (!isUpdate) problems.push(...autoOptionProblems(schema, body));
  if (problems.length > 0) throw validationFailed(problems);
}
