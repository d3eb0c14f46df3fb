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
 * Every matrix entity is a model or a known page; every permission string in it exists
 * (skipped when roles.json is unusable, so one broken file does not flood the report).
 */
export function checkMatrix(
  file: string,
  matrix: Record<string, EntityPermissions>,
  models: ReadonlySet<string>,
  permissions: ReadonlySet<string> | undefined,
): string[] {
  const problems: string[] = [];
  const pages = new Set<string>(KNOWN_PAGES);
  for (const [entity, lists] of Object.entries(matrix)) {
    if (!models.has(entity) && !pages.has(entity)) {
      problems.push(
        problem(
          file,
          pointer('entities', entity),
          `entity "${entity}" has no model schema and is not a known page`,
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
