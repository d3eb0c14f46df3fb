/**
 * The lock a ward dose takes before it reads the patient's open vial or bottle of a product
 * (rules/inpatient/dose-container.ts): one per admission and product, held until the write's
 * transaction ends, so two nurses giving one patient insulin at once read the open vial one after
 * the other and only one of them opens a new one, while doses of the same product for other
 * patients (and the pharmacy's dispensings of it) go on. PostgreSQL: a transaction-level advisory
 * lock on the pair (admission id, product id), in the two-key space no other lock of Tena uses
 * (the schema sync's lock is a single 64-bit key, a space of its own); SQLite's one writer
 * already serialises every write.
 */
import { sql } from 'kysely';
import { type AnyDb, isPostgres } from '../models/any-db';

export async function lockAdmissionProduct(
  db: AnyDb,
  admission: number,
  product: number,
): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select pg_advisory_xact_lock(${admission}::int, ${product}::int)`.execute(db);
}
