import { mayAccessFieldNamed } from '../../engine/permissions/field-access';
import type { EngineUser, ModelSchema } from '../../engine/types';
import {
  FILTER_OPERATORS,
  type FilterCondition,
  isFilterOperator,
  readFilterKey,
} from '../../engine/wire/list-filters';
import { HttpError } from '../errors';
import { type StoredCondition, storedCondition } from './list-filters';
import type { ListQuery } from './list-records';
import type { ModelRuntime } from './model-runtime';

const MAX_ID = 2_147_483_647;
const isRowId = (text: string) => /^\d{1,10}$/.test(text) && Number(text) <= MAX_ID;

/** Who reads the list, and what more narrows the fields they may ask about. */
export interface ListReader {
  user: EngineUser;
  /** The fields of a screen view the list is read through (default: every field). */
  readable?: (name: string) => boolean;
}

const refusedField = (name: string) =>
  new HttpError(403, 'FIELD_FORBIDDEN', `You may not query the field ${name}.`, [
    { field: name, message: 'Not allowed for your role' },
  ]);

/**
 * The filters a query string asks for (`filter[field]`, `filter[field][op]`), checked and in
 * stored form: an unknown field or operator is a 400, a field the reader may not see a 403.
 */
function requestedFilters(
  rt: ModelRuntime,
  raw: Record<string, unknown>,
  refuseHidden: (name: string) => void,
): StoredCondition[] {
  const conditions: StoredCondition[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const parsed = readFilterKey(key);
    if (!parsed) continue;
    const { field, op } = parsed;
    // `id` too: a refFilter may name records by id (a medication order's Routes Allowed).
    if (field !== 'id' && !rt.types.has(field)) {
      throw new HttpError(
        400,
        'UNKNOWN_FILTER_FIELD',
        `Cannot filter ${rt.schema.model} by "${field}": it is not a stored field.`,
        [{ field, message: 'unknown field' }],
      );
    }
    refuseHidden(field);
    if (!isFilterOperator(op)) {
      throw new HttpError(
        400,
        'UNKNOWN_FILTER_OPERATOR',
        `Cannot filter "${field}" with "${op}": the operators are ${FILTER_OPERATORS.join(', ')}.`,
        [{ field, message: `unknown operator "${op}"` }],
      );
    }
    const values = (Array.isArray(value) ? value : [value]).map(String);
    conditions.push(storedCondition(rt, { field, op, values }));
  }
  return conditions;
}

/** The parent a child list is read under (`parent=<model>:<id>`), through its ref field. */
function requestedParent(
  rt: ModelRuntime,
  text: string,
  models: Readonly<Record<string, ModelSchema>>,
  refuseHidden: (name: string) => void,
): ListQuery['parent'] {
  const [model, id] = text.split(':');
  const field = Object.entries(rt.schema.fields).find(
    ([, f]) => f.ref === model && !f.multiple,
  )?.[0];
  if (!model || !Object.hasOwn(models, model) || !field || !isRowId(id ?? '')) {
    throw new HttpError(
      400,
      'UNKNOWN_PARENT',
      `"${text}" is not a parent of ${rt.schema.model}: use parent=<model>:<id> with a model it refers to.`,
      [{ field: 'parent', message: 'not a parent model' }],
    );
  }
  refuseHidden(field);
  return { field, id: Number(id) };
}

/**
 * `GET /api/models/{model}`'s query string as a list query, checked in one place: a field the
 * reader may not see cannot be probed by filtering, sorting, searching or asking for it, and
 * every name and value is one the model holds. `fixed` are a screen's own filters: they
 * always apply, whether or not the reader may see their fields.
 */
export function parseListQuery(
  rt: ModelRuntime,
  raw: Record<string, unknown>,
  models: Readonly<Record<string, ModelSchema>>,
  reader: ListReader,
  fixed: Readonly<Record<string, string>> = {},
): ListQuery {
  const readable = reader.readable ?? (() => true);
  const visible = (name: string) =>
    readable(name) && mayAccessFieldNamed(rt.schema, name, reader.user);
  const refuseHidden = (name: string) => {
    if (!visible(name)) throw refusedField(name);
  };
  const sortable = new Set(
    ['id', ...(rt.schema.list?.columns ?? [])].filter(
      (name) => name === 'id' || rt.types.has(name),
    ),
  );
  const sort = raw.sort as string | undefined;
  if (sort !== undefined) refuseHidden(sort);
  if (sort !== undefined && !sortable.has(sort)) {
    throw new HttpError(
      400,
      'UNKNOWN_SORT_FIELD',
      `Cannot sort ${rt.schema.model} by "${sort}": sort by one of ${[...sortable].join(', ')}.`,
      [{ field: sort, message: 'not a list column' }],
    );
  }
  const filters = requestedFilters(rt, raw, refuseHidden);
  const parent =
    typeof raw.parent === 'string'
      ? requestedParent(rt, raw.parent, models, refuseHidden)
      : undefined;
  let fields: string[] | undefined;
  if (typeof raw.fields === 'string') {
    fields = [...new Set(raw.fields.split(',').map((name) => name.trim()))].filter(Boolean);
    for (const field of fields) {
      if (!rt.types.has(field)) {
        throw new HttpError(
          400,
          'UNKNOWN_FIELD',
          `${rt.schema.model} has no stored field "${field}" to list.`,
          [{ field, message: 'unknown field' }],
        );
      }
      refuseHidden(field);
    }
  }
  if (typeof raw.q === 'string' && raw.q.includes('\u0000')) {
    throw new HttpError(400, 'BAD_SEARCH', 'A search cannot contain NUL characters.', [
      { field: 'q', message: 'contains a NUL character' },
    ]);
  }
  const screenFilters = Object.entries(fixed).map(
    ([field, value]): FilterCondition => ({
      field,
      op: 'eq',
      values: [value],
    }),
  );
  return {
    page: raw.page as number,
    pageSize: raw.pageSize as number,
    sort,
    direction: raw.direction as 'asc' | 'desc' | undefined,
    q: raw.q as string | undefined,
    searchFields: (rt.schema.list?.search ?? []).filter(visible),
    filters: [...filters, ...screenFilters.map((condition) => storedCondition(rt, condition))],
    parent,
    deleted: raw.deleted === true,
    fields,
  };
}
