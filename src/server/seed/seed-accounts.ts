import type { Kysely } from 'kysely';
import type { Registry } from '../../engine/registry/types';
import { hashPassword } from '../auth/passwords';
import type { DatabaseSchema } from '../db/schema';

type Db = Kysely<DatabaseSchema>;

/** Spec 6.1's general permission strings, which the demo administrator holds with Sync Database. */
export const ADMIN_PERMISSIONS = [
  'Email',
  'Chat',
  'Contact Us',
  'Job Post',
  'My Tasks',
  'Activities',
  'Cloud Documents',
  'View Settings',
  'View Users',
  'View Detail',
  'Add Users',
  'Edit Users',
  'Delete Users',
  'View Role',
  'Add Role',
  'Edit Role',
  'Delete Role',
  'Sync Database',
];

export const DEMO_DOMAIN = 'tena.demo';

/** `Reception Manager` -> `reception-manager@tena.demo`. */
export function demoEmail(role: string): string {
  return `${role.toLowerCase().replace(/\s+/g, '-')}@${DEMO_DOMAIN}`;
}

/** On first start, copies permissions/roles.json into the roles table. */
export async function seedRoles(db: Db, registry: Registry, at: string): Promise<number> {
  const existing = await db.selectFrom('roles').select('name').limit(1).execute();
  if (existing.length > 0) return 0;
  const rows = Object.entries(registry.roles).map(([name, role]) => ({
    name,
    description: role.description ?? '',
    permissions: JSON.stringify(role.permissions),
    created_at: at,
    updated_at: at,
  }));
  if (rows.length > 0) await db.insertInto('roles').values(rows).execute();
  return rows.length;
}

/** On first start of an empty database: one demo user per role and the administrator. */
export async function seedDemoUsers(
  db: Db,
  registry: Registry,
  password: string,
  at: string,
): Promise<number> {
  const existing = await db.selectFrom('users').select('id').limit(1).execute();
  if (existing.length > 0) return 0;
  const people = [
    {
      first_name: 'Admin',
      last_name: 'Demo',
      email: `admin@${DEMO_DOMAIN}`,
      role: 'Preferences',
      permissions: ADMIN_PERMISSIONS,
    },
    ...Object.keys(registry.roles).map((role) => ({
      first_name: role,
      last_name: 'Demo',
      email: demoEmail(role),
      role,
      permissions: [] as string[],
    })),
  ];
  const rows = await Promise.all(
    people.map(async (person) => ({
      ...person,
      permissions: JSON.stringify(person.permissions),
      phone: null,
      department: null,
      branch: null,
      active: 1,
      email_verified_at: at,
      password_hash: await hashPassword(password),
      avatar: null,
      signature: null,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    })),
  );
  await db.insertInto('users').values(rows).execute();
  return rows.length;
}
