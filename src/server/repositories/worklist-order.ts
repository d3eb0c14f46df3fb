/**
 * The order and counts every worklist shares (lab-worklist.ts, radiology-worklist.ts): the
 * most urgent priority first, a time left empty last on either database, and the open
 * requests counted by state.
 */
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { PRIORITY_ORDER } from '../../engine/wire/worklist';

/** A priority's place in PRIORITY_ORDER from 0; an unknown one last. */
export function priorityRank(column = 'priority'): RawBuilder<number> {
  const priority = sql.ref(column);
  return sql<number>`case ${sql.join(
    PRIORITY_ORDER.map((name, index) => sql`when ${priority} = ${name} then ${sql.lit(index)}`),
    sql` `,
  )} else ${sql.lit(PRIORITY_ORDER.length)} end`;
}

/** 1 for a row whose time (a column, or an expression) is empty, else 0: empty times last. */
export const emptyLast = (time: string | RawBuilder<unknown>): RawBuilder<number> =>
  sql<number>`case when ${typeof time === 'string' ? sql.ref(time) : time} is null then 1 else 0 end`;

/** The open requests `query` selects (live rows, any filter of its own) counted by state. */
export async function countByState<State extends string>(
  // biome-ignore lint/suspicious/noExplicitAny: model tables have no static types (any-db.ts)
  query: SelectQueryBuilder<any, any, object>,
  states: readonly State[],
  column = 'status',
): Promise<Record<State, number>> {
  const rows = await query
    .select([sql.ref(column).as('state'), (eb) => eb.fn.countAll().as('n')])
    .where(column, 'in', [...states])
    .groupBy(column)
    .execute();
  const counts = Object.fromEntries(states.map((s) => [s, 0])) as Record<State, number>;
  for (const row of rows) counts[row.state as State] = Number(row.n);
  return counts;
}
