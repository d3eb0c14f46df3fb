import { type ExpressionBuilder, sql } from 'kysely';
import type { ReadFilter } from '../../engine/permissions/read-filter';
import { assertIdentifier } from './table-plan';

/** Only the records this person may read: a model's owner and release rules (read-filter.ts). */
export type OwnerCondition = ReadFilter;

/**
 * The read rules as a WHERE condition: the owner's id compared as it is, an email without case
 * (the value comes lower-cased), nobody's records for someone with neither; and a release
 * field holding one of its releasing values.
 */
export function ownerCondition({ owner, released }: OwnerCondition) {
  // biome-ignore lint/suspicious/noExplicitAny: model tables have no static types (any-db.ts).
  return (eb: ExpressionBuilder<any, any>) => {
    const conditions = [];
    if (owner) {
      const column = assertIdentifier(owner.field);
      if (owner.value === null) conditions.push(sql<boolean>`1 = 0`);
      else if (typeof owner.value === 'number') conditions.push(eb(column, '=', owner.value));
      else conditions.push(sql<boolean>`lower(${sql.ref(column)}) = ${owner.value}`);
    }
    if (released) {
      const column = assertIdentifier(released.field);
      conditions.push(
        released.values.length > 0 ? eb(column, 'in', released.values) : sql<boolean>`1 = 0`,
      );
    }
    return eb.and(conditions);
  };
}
