/**
 * What the staff who did something are called where they are named (a refusal saying who gave a
 * dose, the "Acknowledged By" of an order sheet): the rules stamp who did it by their account's
 * e-mail, and people are shown by name. A physician record with that e-mail gives the name
 * (the doctor as the hospital lists them); else the account's first and last name
 * (`namesByEmail`, deleted accounts too); else the e-mail itself. Employees carry no e-mail or
 * account of their own, so a nurse is named by their account.
 */
import { sql } from 'kysely';
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';
import { namesByEmail } from './lab-reports';
import { personName } from './sales';

/**
 * Lower-cased e-mail -> name, for each of `emails` (blank ones left out); `withPhysicians`
 * false where the physician model is not served (its table may not exist).
 */
export async function staffNamesByEmail(
  db: AnyDb,
  emails: readonly unknown[],
  withPhysicians = true,
): Promise<Map<string, string>> {
  const wanted = [
    ...new Set(
      emails
        .filter((email): email is string => typeof email === 'string' && email.trim() !== '')
        .map((email) => email.trim().toLowerCase()),
    ),
  ];
  const names = await namesByEmail(db, wanted);
  if (wanted.length === 0 || !withPhysicians) return names;
  const physicians = await db
    .selectFrom(tableName('physician'))
    .select(['email', 'first_name', 'last_name'])
    .where(sql<string>`lower(email)`, 'in', wanted)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  for (const row of [...physicians].reverse()) {
    const name = personName(row.first_name, row.last_name, '');
    if (name) names.set(String(row.email).toLowerCase(), name);
  }
  return names;
}

/** One person's name by their e-mail ("someone" when none is stamped). */
export async function staffName(db: AnyDb, email: unknown): Promise<string> {
  if (typeof email !== 'string' || email.trim() === '') return 'someone';
  return (await staffNamesByEmail(db, [email])).get(email.trim().toLowerCase()) ?? email;
}
