import { type ExpressionBuilder, sql } from 'kysely';
import { assertIdentifier } from './table-plan';

/** Only the records of this owner (a model's owner rule, ownership.ts's ownerFilter). */
export interface OwnerCondition {
  field: string;
  value: string | number | null;
}

/**
 * The owner rule as a WHERE condition: an id compared as it is, an email without case (the
 * value comes lower-cased), and nobody's records for someone with neither.
 */
export function ownerCondition({ field, value }: OwnerCondition) {
  // biome-ignore lint/suspicious/noExplicitAny: model tables have no static types (any-db.ts).
  return (eb: ExpressionBuilder<any, any>) => {
    const column = assertIdentifier(field);
    if (value === null) return sql<boolean>`1 = 0`;
    if (typeof value === 'number') return eb(column, '=', value);
    return sql<boolean>`lower(${sql.ref(column)}) = ${value}`;
  };
}
