import type { Kysely } from 'kysely';
import type { Registry } from '../../engine/registry/types';
import type { DatabaseSchema } from '../db/schema';
import { parseStringList } from '../repositories/json-text';

/**
 * Every permission string Tena knows: those of roles.json and of the roles table, each role's
 * own name, and every string the matrix uses. Roles and users may hold only these, so a typo
 * cannot grant nothing silently.
 */
export async function permissionCatalogue(
  db: Kysely<DatabaseSchema>,
  registry: Registry,
): Promise<string[]> {
  const known = new Set<string>();
  for (const [name, role] of Object.entries(registry.roles)) {
    known.add(name);
    for (const permission of role.permissions) known.add(permission);
  }
  for (const lists of Object.values(registry.matrix)) {
    for (const list of Object.values(lists)) for (const permission of list) known.add(permission);
  }
  const rows = await db.selectFrom('roles').select(['name', 'permissions']).execute();
  for (const row of rows) {
    known.add(row.name);
    for (const permission of parseStringList(row.permissions)) known.add(permission);
  }
  return [...known].sort((a, b) => a.localeCompare(b));
}
