// Counts the SQL statements a piece of work sends (issue 20: a dispensing's cost is mostly its
// statements inside the single writer's lock). A Kysely plugin on the app's database handles
// sees every query built or raw, in or out of a transaction; BEGIN and COMMIT are not queries
// and are not counted. With BENCH_SQL_LOG=<file>, the SQL of the statements sent while
// `logging` is on is appended there.
import { appendFileSync } from 'node:fs';
import type { Kysely, KyselyPlugin } from 'kysely';
import type { Database } from '../src/server/db/connect';

export interface StatementCounter {
  /** Statements sent since the last `take`, and resets the count. */
  take(): number;
  /** Whether the statements sent now are logged to BENCH_SQL_LOG's file. */
  logging: boolean;
}

/** `database` with its handles counting their statements into the returned counter. */
export function countingStatements(database: Database): {
  database: Database;
  counter: StatementCounter;
} {
  let count = 0;
  const logFile = process.env.BENCH_SQL_LOG;
  const counter: StatementCounter = {
    take() {
      const taken = count;
      count = 0;
      return taken;
    },
    logging: false,
  };
  const counting = (db: Kysely<never>): KyselyPlugin => ({
    transformQuery({ node, queryId }) {
      count++;
      if (logFile && counter.logging)
        appendFileSync(logFile, `${db.getExecutor().compileQuery(node, queryId).sql}\n`);
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  const db = database.db as unknown as Kysely<never>;
  const reads = database.reads as unknown as Kysely<never>;
  const counters = database.counters as unknown as Kysely<never> | undefined;
  const counted = {
    ...database,
    db: db.withPlugin(counting(db)),
    reads: reads === db ? undefined : reads.withPlugin(counting(reads)),
    counters: counters?.withPlugin(counting(counters)),
  } as unknown as Database;
  if (!counted.reads) counted.reads = counted.db;
  return { database: counted, counter };
}
