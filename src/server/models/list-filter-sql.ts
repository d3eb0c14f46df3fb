import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { StoredCondition } from './list-filters';
import { likePattern } from './list-search';
import { assertIdentifier } from './table-plan';

/**
 * A list filter as a WHERE condition. "Not equal" and "none of" keep the rows with no value
 * (SQL's `<>` would drop them): a person asking for every status but Cancelled expects the
 * records that have none. "Empty" is null, or '' for text (and '[]' for a list) where a
 * stored '' can exist; number, money, flag and ref columns hold null only. "Contains" is any of
 * its (lower-case) values found in the lowered text, as a list search finds a word; "contains
 * none" (ncontains) is none of them found, and keeps the rows with no text, as "none of" does.
 */
export function filterSql(
  // biome-ignore lint/suspicious/noExplicitAny: model tables have no static types (any-db.ts)
  eb: ExpressionBuilder<any, any>,
  condition: StoredCondition,
): Expression<SqlBool> {
  const column = eb.ref(assertIdentifier(condition.field));
  const { values } = condition;
  const [value] = values;
  switch (condition.op) {
    case 'eq':
      return eb(column, '=', value);
    case 'ne':
      return eb.or([eb(column, 'is', null), eb(column, '<>', value)]);
    case 'in':
      return eb(column, 'in', values);
    case 'nin':
      return eb.or([eb(column, 'is', null), eb(column, 'not in', values)]);
    case 'gte':
      return eb(column, '>=', value);
    case 'lte':
      return eb(column, '<=', value);
    case 'lt':
      return eb(column, '<', value);
    case 'empty':
      return eb.or(
        emptyValues(condition).map((empty) => eb(column, empty === null ? 'is' : '=', empty)),
      );
    case 'contains':
      return eb.or(
        values.map(
          (part) => sql<SqlBool>`lower(${column}) like ${likePattern(String(part))} escape '\\'`,
        ),
      );
    case 'ncontains':
      return eb.or([
        eb(column, 'is', null),
        eb.and(
          values.map(
            (part) =>
              sql<SqlBool>`lower(${column}) not like ${likePattern(String(part))} escape '\\'`,
          ),
        ),
      ]);
    case 'filled':
      return eb.and(
        emptyValues(condition).map((empty) => eb(column, empty === null ? 'is not' : '<>', empty)),
      );
  }
}

/** What counts as no value in this column. */
function emptyValues({ logical }: StoredCondition): (string | null)[] {
  if (logical === 'text' || logical === 'date') return [null, ''];
  if (logical === 'json') return [null, '', '[]'];
  return [null];
}
