import type { ModelSchema } from '../types';
import { pointer, problem } from './problems';
import type { EntityPermissions, MenuEntry, Screen } from './types';

/** Spec 2.1 routes under /admin/main that exist without a screen file ('' is the dashboard). */
export const BUILT_IN_ROUTES = [
  '',
  'users',
  'roles',
  'contact-us',
  'chat',
  'email',
  'activities',
  'mytasks',
  'profile_update',
  'logout',
  'preview',
  'sync-db',
] as const;

/** A screen (valid, or at least a JSON object) with the file it came from. */
export interface ScreenEntry {
  path: string;
  screen: Screen;
}

export interface ScreenContext {
  /** Routes of every screen file (even an invalid one, so its callers are not reported too). */
  screenRoutes: ReadonlySet<string>;
  models: ReadonlySet<string>;
  /** Undefined when matrix.json is unusable: entity checks are skipped. */
  matrix: Record<string, EntityPermissions> | undefined;
  /** The valid model schemas, for the fields a screen names (its columns and filters). */
  schemas?: Readonly<Record<string, ModelSchema>>;
  /**
   * Role names and the permission keys roles grant (knownPermissions), for a menu entry's
   * `permissions`; undefined when roles.json is unusable: those checks are skipped.
   */
  permissions?: ReadonlySet<string>;
  /** The role names among them, to tell a reader which are roles and which keys. */
  roleNames?: ReadonlySet<string>;
}

type At = (string | number)[];

/** Every route a menu, card or widget may point at: screens, model lists `<model>/l`, built-ins. */
export function resolvableRoutes(ctx: ScreenContext): Set<string> {
  return new Set<string>([
    ...ctx.screenRoutes,
    ...[...ctx.models].map((model) => `${model}/l`),
    ...BUILT_IN_ROUTES,
  ]);
}

/** `"Worklist" (route "radiology-worklist")`, or by route alone for a label the model gives. */
function describeEntry(entry: MenuEntry): string {
  const route = `route "${entry.route}"`;
  return typeof entry.label === 'string' ? `"${entry.label}" (${route})` : `(${route})`;
}

function checker(path: string, ctx: ScreenContext) {
  const routes = resolvableRoutes(ctx);
  const problems: string[] = [];
  return {
    problems,
    route(route: string | undefined, at: At) {
      if (route === undefined || routes.has(route)) return;
      const message = `route "${route}" does not resolve to a screen, a model list (<model>/l) or a built-in route`;
      problems.push(problem(path, pointer(...at), message));
    },
    entity(entity: string | undefined, at: At) {
      if (entity === undefined || !ctx.matrix || Object.hasOwn(ctx.matrix, entity)) return;
      problems.push(
        problem(path, pointer(...at), `entity "${entity}" is not in the permission matrix`),
      );
    },
    /** Only a model's list may leave its label out: the model's plural title names it. */
    label(entry: { label?: string; route?: string }, at: At) {
      if (entry.label !== undefined || typeof entry.route !== 'string') return;
      if (entry.route.endsWith('/l') && ctx.models.has(entry.route.slice(0, -2))) return;
      const message = `a menu entry needs a label unless its route is a model's list (<model>/l)`;
      problems.push(problem(path, pointer(...at, 'label'), message));
    },
    /**
     * A menu entry's `permissions` are matched as a field's (passesAccess): a name no role has
     * and no role grants would hide the entry from everyone, so it is refused with what exists.
     */
    menuPermissions(entry: MenuEntry, at: At) {
      const known = ctx.permissions;
      if (!known || !Array.isArray(entry.permissions)) return;
      entry.permissions.forEach((value, index) => {
        if (known.has(value)) return;
        const roles = [...known].filter((name) => ctx.roleNames?.has(name)).sort();
        const keys = [...known].filter((name) => !ctx.roleNames?.has(name)).sort();
        const message =
          `menu entry ${describeEntry(entry)} names unknown permission "${value}"; ` +
          `use a role name (${roles.join(', ')}) or a permission key a role grants (${keys.join(', ')})`;
        problems.push(problem(path, pointer(...at, 'permissions', index), message));
      });
    },
    model(model: string | undefined, at: At) {
      if (model === undefined || ctx.models.has(model)) return;
      problems.push(problem(path, pointer(...at), `unknown model "${model}"`));
    },
    /** The columns and filters of a screen showing `model` name fields that model has. */
    fields(screen: { columns?: string[]; filters?: Record<string, string> }, model?: string) {
      const schema =
        model && ctx.schemas && Object.hasOwn(ctx.schemas, model) ? ctx.schemas[model] : undefined;
      if (!schema) return;
      const named: [string, At][] = [
        ...(screen.columns ?? []).map((name, index): [string, At] => [name, ['columns', index]]),
        ...Object.keys(screen.filters ?? {}).map((name): [string, At] => [name, ['filters', name]]),
      ];
      for (const [name, at] of named)
        if (!Object.hasOwn(schema.fields, name))
          problems.push(problem(path, pointer(...at), `model "${model}" has no field "${name}"`));
    },
  };
}

/** Routes, entities and models named by one screen. */
export function checkScreen(entry: ScreenEntry, ctx: ScreenContext): string[] {
  const check = checker(entry.path, ctx);
  const { screen } = entry;
  const visitEntries = (entries: MenuEntry[], at: At) => {
    entries.forEach((menuEntry, index) => {
      check.route(menuEntry.route, [...at, index, 'route']);
      check.label(menuEntry, [...at, index]);
      check.entity(menuEntry.entity, [...at, index, 'entity']);
      check.menuPermissions(menuEntry, [...at, index]);
      if (menuEntry.children) visitEntries(menuEntry.children, [...at, index, 'children']);
    });
  };
  switch (screen.kind) {
    case 'menu':
      visitEntries(screen.entries, ['entries']);
      break;
    case 'page':
      check.model(screen.model, ['model']);
      check.entity(screen.entity, ['entity']);
      check.fields(screen, screen.model ?? screen.entity);
      break;
    case 'launcher':
      screen.cards.forEach((card, index) => {
        check.entity(card.entity, ['cards', index, 'entity']);
        check.route(card.route, ['cards', index, 'route']);
      });
      break;
    case 'dashboard':
      screen.widgets.forEach((widget, index) => {
        check.entity(widget.entity, ['widgets', index, 'entity']);
        check.route(widget.route, ['widgets', index, 'route']);
      });
      break;
    case 'waiting-screen':
      check.model(screen.model, ['model']);
      check.entity(screen.entity, ['entity']);
      check.fields(screen, screen.model ?? screen.entity);
      break;
  }
  return check.problems;
}

/** Every route a screen answers: its own and its aliases. */
export function routesOf(screen: Screen): string[] {
  if (screen.kind === 'menu' || typeof screen.route !== 'string') return [];
  const aliases = 'aliases' in screen && Array.isArray(screen.aliases) ? screen.aliases : [];
  return [screen.route, ...aliases];
}

/** Two screens (or one twice, through an alias) may not claim the same route. */
export function checkScreenRoutes(entries: readonly ScreenEntry[]): string[] {
  const owner = new Map<string, string>();
  const problems: string[] = [];
  for (const { path, screen } of entries) {
    routesOf(screen).forEach((route, index) => {
      const first = owner.get(route);
      if (first === undefined) owner.set(route, path);
      else {
        const at = index === 0 ? pointer('route') : pointer('aliases', index - 1);
        problems.push(problem(path, at, `route "${route}" is also used by ${first}`));
      }
    });
  }
  return problems;
}
