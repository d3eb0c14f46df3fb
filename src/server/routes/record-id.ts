/**
 * A record's id in a request (path, query or body), as every route checks it: a whole number
 * from 1 to the largest an integer column holds (PostgreSQL's int4). A larger one is a 400 with
 * the field named, not PostgreSQL's out-of-range error answered as a 500.
 */

/** The largest id an integer column holds (2^31 - 1). */
export const MAX_RECORD_ID = 2_147_483_647;

/** One record's id: JSON Schema for a path, query or body property. */
export const RECORD_ID = { type: 'integer', minimum: 1, maximum: MAX_RECORD_ID } as const;

/** Path params naming one record by its id (`/.../:id/...`). */
export const RECORD_ID_PARAMS = { type: 'object', properties: { id: RECORD_ID } } as const;

/** A route schema of just those params: `{ schema: recordIdParams }`. */
export const recordIdParams = { params: RECORD_ID_PARAMS } as const;
