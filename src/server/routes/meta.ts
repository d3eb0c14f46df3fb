import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { passesAccess } from '../../engine/permissions/access';
import { can, type EntityAction } from '../../engine/permissions/can';
import type { MenuEntry, Registry, Screen } from '../../engine/registry/types';
import type { EngineUser, ModelSchema } from '../../engine/types';
import type { AuthContext } from '../plugins/auth';

const ACTIONS: EntityAction[] = ['view', 'detail', 'add', 'edit', 'delete'];

function modelFor(schema: ModelSchema, user: EngineUser): ModelSchema {
  const fields = Object.fromEntries(
    Object.entries(schema.fields).filter(([, field]) => passesAccess(field, user)),
  );
  return { ...schema, fields, groups: schema.groups.filter((group) => passesAccess(group, user)) };
}

function menuFor(entries: MenuEntry[], allowed: (entity?: string) => boolean): MenuEntry[] {
  return (
    entries
      .filter((entry) => allowed(entry.entity))
      .map((entry) =>
        entry.children ? { ...entry, children: menuFor(entry.children, allowed) } : entry,
      )
      // A group whose every entry is hidden is hidden too.
      .filter((entry) => !entry.children || entry.children.length > 0)
  );
}

function screenFor(screen: Screen, allowed: (entity?: string) => boolean): Screen | undefined {
  if (screen.kind === 'menu') return { ...screen, entries: menuFor(screen.entries, allowed) };
  if (screen.kind === 'launcher') {
    const cards = screen.cards.filter((card) => allowed(card.entity));
    // A module with no card for this user is not theirs to open at all.
    return cards.length > 0 ? { ...screen, cards } : undefined;
  }
  if (screen.kind === 'dashboard')
    return { ...screen, widgets: screen.widgets.filter((widget) => allowed(widget.entity)) };
  // A page may name only its model: that model's view right decides as well.
  const page = screen as { entity?: string; model?: string };
  return allowed(page.entity) && allowed(page.model) ? screen : undefined;
}

/** The registry as one user may see it: models, fields, groups, screens, menu and rights. */
export function metaFor(registry: Registry, user: EngineUser) {
  const allowed = (entity?: string) => !entity || can(user, registry.matrix, entity, 'view');
  const rights = Object.fromEntries(
    Object.keys(registry.matrix).map((entity) => [
      entity,
      ACTIONS.filter((action) => can(user, registry.matrix, entity, action)),
    ]),
  );
  const models = Object.fromEntries(
    Object.entries(registry.models)
      .filter(([name]) => allowed(name))
      .map(([name, schema]) => [name, modelFor(schema, user)]),
  );
  const screens = Object.fromEntries(
    Object.entries(registry.screens)
      .map(([name, screen]) => [name, screenFor(screen, allowed)] as const)
      .filter((entry): entry is [string, Screen] => entry[1] !== undefined),
  );
  return { permissions: user.permissions, role: user.role, rights, models, screens };
}

/** `GET /api/meta`: what the signed-in user may see, with an ETag so the browser can cache it. */
export async function metaRoutes(app: FastifyInstance) {
  app.get('/meta', { preHandler: app.authenticate }, async (request, reply) => {
    const body = JSON.stringify(metaFor(app.registry, (request.auth as AuthContext).engineUser));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json').send(body);
  });
}
