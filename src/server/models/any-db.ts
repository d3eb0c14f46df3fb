import type { Kysely, Transaction } from 'kysely';

// Model tables are derived from schemas at run time, so they have no static types; their
// table and column names are checked (assertIdentifier) before any query uses them.
// biome-ignore lint/suspicious/noExplicitAny: see above
export type AnyDb = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: see above
export type AnyTrx = Transaction<any>;
