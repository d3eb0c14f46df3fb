import { PUBLIC_ACCESS } from '../../engine/permissions/access';
import { can, type EntityAction } from '../../engine/permissions/can';
import { routesOf } from '../../engine/registry/cross-check-screens';
import type { Registry, Screen } from '../../engine/registry/types';
import type { EngineUser } from '../../engine/types';
import type { EntityRefusal, Refusals } from '../../engine/wire/refusals';

const ACTIONS: EntityAction[] = ['view', 'detail', 'add', 'edit', 'delete'];

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
