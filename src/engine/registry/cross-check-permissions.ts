import { PUBLIC_ACCESS } from '../permissions/access';
import type { ModelEntry } from './cross-check-models';
import { pointer, problem } from './problems';
import { ENTITY_ACTIONS, type EntityPermissions, type Role } from './types';

/** The general entries of spec 6.1: pages in the matrix that have no model schema. */
export const KNOWN_PAGES = [
  'email',
  'chat',
  'contactUs',
  'jobPost',
  'myTasks',
  'activities',
  'cloudDocuments',
  'settings',
  'users',
  'roles',
  'contact',
] as const;

/** Permission strings that exist: those granted by some role, every role's own name, Public Access. */
export function knownPermissions(roles: Record<string, Role>): Set<string> {
  const known = new Set<string>([PUBLIC_ACCESS]);
  for (const [name, role] of Object.entries(roles)) {
    known.add(name);
    for (const permission of role.permissions) known.add(permission);
  }
  return known;
}

type At = (string | number)[];

function checkList(
  file: string,
  values: readonly string[] | undefined,
  at: At,
  known: ReadonlySet<string>,
  what: 'permission' | 'role',
): string[] {
  const problems: string[] = [];
  values?.forEach((value, index) => {
    if (!known.has(value))
      problems.push(problem(file, pointer(...at, index), `unknown ${what} "${value}"`));
  });
  return problems;
}

/** Field and group `permissions`/`roles` and workflow transition permissions of one model. */
export function checkModelPermissions(
  entry: ModelEntry,
  roles: Record<string, Role>,
  permissions: ReadonlySet<string>,
): string[] {
  const { path, schema } = entry;
  const roleNames = new Set(Object.keys(roles));
  const problems: string[] = [];
  const gated: { item: { permissions?: string[]; roles?: string[] }; at: At }[] = [
    ...schema.groups.map((item, index) => ({ item, at: ['groups', index] })),
    ...Object.entries(schema.fields).map(([name, item]) => ({ item, at: ['fields', name] })),
  ];
  for (const { item, at } of gated) {
    problems.push(
      ...checkList(path, item.permissions, [...at, 'permissions'], permissions, 'permission'),
    );
    problems.push(...checkList(path, item.roles, [...at, 'roles'], roleNames, 'role'));
  }
  schema.workflow?.transitions.forEach((transition, index) => {
    const at = ['workflow', 'transitions', index, 'permissions'];
    problems.push(...checkList(path, transition.permissions, at, permissions, 'permission'));
  });
  return problems;
}

/**
 * Every matrix entity is a model, a known page or the entity of a screen view (a screen showing
 * a model's records under its own entity, screen-views.ts); every permission string in it
 * exists (skipped when roles.json is unusable, so one broken file does not flood the report).
 */
export function checkMatrix(
  file: string,
  matrix: Record<string, EntityPermissions>,
  models: ReadonlySet<string>,
  permissions: ReadonlySet<string> | undefined,
  viewEntities: ReadonlySet<string> = new Set(),
): string[] {
  const problems: string[] = [];
  const pages = new Set<string>(KNOWN_PAGES);
  for (const [entity, lists] of Object.entries(matrix)) {
    if (!models.has(entity) && !pages.has(entity) && !viewEntities.has(entity)) {
      problems.push(
        problem(
          file,
          pointer('entities', entity),
          `entity "${entity}" has no model schema, is not a known page and no screen shows records under it`,
        ),
      );
    }
    if (!permissions) continue;
    for (const action of ENTITY_ACTIONS) {
      problems.push(
        ...checkList(file, lists[action], ['entities', entity, action], permissions, 'permission'),
      );
    }
  }
  return problems;
}

/**
 * Whoever may add, edit or delete an entity's records may also view and detail them: a right
 * to write what one may not read is a matrix mistake (the write's answer, a stale version's
 * current record, the edit form itself would have nothing to show). Checked per role of
 * roles.json, a role holding its own name and its permissions. `Public Access` in a write list
 * is the exception spec 6.1 makes for `contact`: a public form is written without reading.
 */
export function checkWritesReadable(
  file: string,
  matrix: Record<string, EntityPermissions>,
  roles: Record<string, Role>,
): string[] {
  const problems: string[] = [];
  for (const [entity, lists] of Object.entries(matrix)) {
    for (const [role, { permissions }] of Object.entries(roles)) {
      const grants = (list: readonly string[] | undefined) =>
        (list ?? []).some((p) => p !== PUBLIC_ACCESS && (p === role || permissions.includes(p)));
      const reads = (['view', 'detail'] as const).filter((action) => !grants(lists[action]));
      if (reads.length === 0) continue;
      for (const action of ['add', 'edit', 'delete'] as const) {
        if (!grants(lists[action])) continue;
        problems.push(
          problem(
            file,
            pointer('entities', entity, action),
            `role "${role}" may ${action} ${entity} records but not ${reads.join(' or ')} them: give it ${reads.join(' and ')} too, or take it out of ${action}`,
          ),
        );
      }
    }
  }
  return problems;
}
