import { PUBLIC_ACCESS } from '../../engine/permissions/access';
import { can, type EntityAction } from '../../engine/permissions/can';
import { routesOf } from '../../engine/registry/cross-check-screens';
import type { Registry, Screen } from '../../engine/registry/types';
import type { EngineUser } from '../../engine/types';

const ACTIONS: EntityAction[] = ['view', 'detail', 'add', 'edit', 'delete'];

/** An entity this user may not do everything with: its title and, per missing right, what grants it. */
export interface EntityRefusal {
  title: string;
  /** Action -> the permissions any one of which would allow it (the matrix's list). */
  lacks: Partial<Record<EntityAction, string[]>>;
}

/** A screen left out of this user's meta, by the routes it answers. */
export interface ClosedScreen {
  title: string;
  routes: string[];
  /** Any one of these would open it (the view right of an entity it shows). */
  permissions: string[];
}

/**
 * What the browser needs to tell "your role may not open this, it needs X" from an unknown
 * address: per entity, the rights this user lacks and the permissions that grant them, and the
 * screens their meta leaves out. Only permission names and titles: no record, field or
 * schema of what is refused.
 */
export interface Refusals {
  needs: Record<string, EntityRefusal>;
  closedScreens: ClosedScreen[];
}

/** `labRequest` -> `Lab Request`: the title of an entity that is no model (users, chat). */
function entityTitle(registry: Registry, entity: string): string {
  const schema = Object.hasOwn(registry.models, entity) ? registry.models[entity] : undefined;
  if (schema?.title) return schema.title;
  const words = entity.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function granting(registry: Registry, entity: string, action: EntityAction): string[] {
  const list = Object.hasOwn(registry.matrix, entity) ? registry.matrix[entity]?.[action] : [];
  return (list ?? []).filter((permission) => permission !== PUBLIC_ACCESS);
}

/** The entities whose view right opens a screen (a launcher: any of its cards'). */
function screenEntities(screen: Screen): string[] {
  switch (screen.kind) {
    case 'menu':
    case 'dashboard':
      return [];
    case 'launcher':
      return screen.cards.map((card) => card.entity);
    case 'waiting-screen':
      return [screen.entity];
    case 'page':
      // A screen view opens by its own entity; a plain page by its entity or model.
      return [screen.entity ?? screen.model].filter((entity): entity is string => !!entity);
  }
}

/** What `user` lacks, given the screen file names their meta kept. */
export function refusalsFor(
  registry: Registry,
  user: EngineUser,
  keptScreens: ReadonlySet<string>,
): Refusals {
  const needs: Record<string, EntityRefusal> = {};
  for (const entity of Object.keys(registry.matrix)) {
    const missing = ACTIONS.filter((action) => !can(user, registry.matrix, entity, action));
    if (missing.length === 0) continue;
    needs[entity] = {
      title: entityTitle(registry, entity),
      lacks: Object.fromEntries(
        missing.map((action) => [action, granting(registry, entity, action)]),
      ),
    };
  }
  const closedScreens = Object.entries(registry.screens)
    .filter(([name, screen]) => !keptScreens.has(name) && screen.kind !== 'menu')
    .map(([, screen]) => ({
      title: 'title' in screen ? screen.title : '',
      routes: routesOf(screen),
      permissions: [
        ...new Set(screenEntities(screen).flatMap((entity) => granting(registry, entity, 'view'))),
      ],
    }));
  return { needs, closedScreens };
}
