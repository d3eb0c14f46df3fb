import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { passesAccess } from '../../engine/permissions/access';
import { can, type EntityAction } from '../../engine/permissions/can';
import { hiddenFieldNames } from '../../engine/permissions/field-access';
import { type ScreenView, screenView } from '../../engine/permissions/screen-views';
import { onlyDestination } from '../../engine/registry/dashboard-tiles';
import type { DashboardWidget, MenuEntry, Registry, Screen } from '../../engine/registry/types';
import type { EngineUser, ModelSchema } from '../../engine/types';
import type { AuthContext } from '../plugins/auth';
import { ifNoneMatchHits } from './if-none-match';
import { refusalsFor } from './meta-refusals';

const ACTIONS: EntityAction[] = ['view', 'detail', 'add', 'edit', 'delete'];

/**
 * The model as this user may see it: the fields their own rule and their group's allow, the
 * groups they may open, and every other mention of a field (list columns, search, default
 * sort, workflow, naming, owner) only where that field is theirs, so no answer names a field
 * they may not see.
 */
function modelFor(schema: ModelSchema, user: EngineUser): ModelSchema {
  const hidden = new Set(hiddenFieldNames(schema, user));
  const shown = (name: string) => !hidden.has(name);
  const fields = Object.fromEntries(Object.entries(schema.fields).filter(([name]) => shown(name)));
  const model: ModelSchema = {
    ...schema,
    fields,
    groups: schema.groups.filter((group) => passesAccess(group, user)),
  };
  if (schema.list) {
    const { columns, search, sort } = schema.list;
    model.list = { columns: columns.filter(shown) };
    if (search) model.list.search = search.filter(shown);
    if (sort && shown(sort.field)) model.list.sort = sort;
  }
  // Without the field they name, the browser could not follow these anyway.
  for (const key of ['workflow', 'naming', 'owner'] as const)
    if (schema[key] && !shown(schema[key].field)) delete model[key];
  return model;
}

function menuFor(entries: MenuEntry[], allowed: (entry: MenuEntry) => boolean): MenuEntry[] {
  return (
    entries
      .filter(allowed)
      .map((entry) =>
        entry.children ? { ...entry, children: menuFor(entry.children, allowed) } : entry,
      )
      // A group whose every entry is hidden is hidden too.
      .filter((entry) => !entry.children || entry.children.length > 0)
  );
}

/**
 * A screen view (screen-views.ts) as its reader gets it: opened by its own entity's view right,
 * carrying the model's schema cut to the fields the screen shows, since the reader may not
 * view the model itself.
 */
function viewScreenFor(
  screen: Screen,
  view: ScreenView,
  registry: Registry,
  user: EngineUser,
): (Screen & { schema: ModelSchema }) | undefined {
  const schema = registry.models[view.model];
  if (!schema || !can(user, registry.matrix, view.entity, 'view')) return undefined;
  const shown = new Set(view.fields);
  const model = modelFor(
    {
      ...schema,
      fields: Object.fromEntries(Object.entries(schema.fields).filter(([name]) => shown.has(name))),
    },
    user,
  );
  // The fields' order is the screen's; steps and numbering are the model's own pages' business.
  model.list = { ...model.list, columns: view.fields.filter((name) => name in model.fields) };
  delete model.workflow;
  delete model.naming;
  return { ...screen, schema: model };
}

function screenFor(
  screen: Screen,
  allowed: (entity?: string) => boolean,
  tileShown: (widget: DashboardWidget) => boolean,
  passedDashboards: ReadonlySet<string>,
  user: EngineUser,
): Screen | undefined {
  if (screen.kind === 'menu')
    return {
      ...screen,
      // A dashboard holding no tile for this user, or only shortcuts to one screen, is no menu
      // entry of theirs (the Waiting Screen account's menu holds its waiting screens alone).
      entries: menuFor(
        screen.entries,
        (entry) =>
          allowed(entry.entity) &&
          passesAccess(entry, user) &&
          (entry.entity !== undefined || !!entry.children || !passedDashboards.has(entry.route)),
      ),
    };
  if (screen.kind === 'launcher') {
    const cards = screen.cards.filter((card) => allowed(card.entity));
    // A module with no card for this user is not theirs to open at all.
    return cards.length > 0 ? { ...screen, cards } : undefined;
  }
  if (screen.kind === 'dashboard') return { ...screen, widgets: screen.widgets.filter(tileShown) };
  // A page may name only its model: that model's view right decides as well.
  const page = screen as { entity?: string; model?: string };
  return allowed(page.entity) && allowed(page.model) ? screen : undefined;
}

/** The registry as one user may see it: models, fields, groups, screens, menu and rights. */
export function metaFor(registry: Registry, user: EngineUser) {
  const allowed = (entity?: string) => !entity || can(user, registry.matrix, entity, 'view');
  // A tile shows when its user may take the action it leads to (a shortcut to a new record:
  // add) and, for a count, may query the fields its filters name.
  const tileShown = (widget: DashboardWidget) => {
    if (!can(user, registry.matrix, widget.entity, widget.action ?? 'view')) return false;
    const schema = registry.models[widget.entity];
    const hidden = schema ? new Set(hiddenFieldNames(schema, user)) : new Set<string>();
    return Object.keys(widget.filters ?? {}).every((field) => !hidden.has(field));
  };
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
  // Dashboards with nothing of their own for this user: no tile, or only the way to one screen.
  const passedDashboards = new Set<string>();
  let home = '';
  for (const screen of Object.values(registry.screens)) {
    if (screen.kind !== 'dashboard') continue;
    const tiles = screen.widgets.filter(tileShown);
    const destination = onlyDestination(tiles);
    if (tiles.length > 0 && destination === undefined) continue;
    for (const route of [screen.route, ...(screen.aliases ?? [])]) passedDashboards.add(route);
    if (screen.route === '' && destination !== undefined) home = destination;
  }
  const screens = Object.fromEntries(
    Object.entries(registry.screens)
      .map(([name, screen]) => {
        const view = screenView(screen, registry.models);
        return [
          name,
          view
            ? viewScreenFor(screen, view, registry, user)
            : screenFor(screen, allowed, tileShown, passedDashboards, user),
        ] as const;
      })
      .filter((entry): entry is [string, Screen] => entry[1] !== undefined),
  );
  const refusals = refusalsFor(registry, user, new Set(Object.keys(screens)));
  return {
    permissions: user.permissions,
    role: user.role,
    // Where /admin/main (and so signing in) takes this user: '' is their dashboard.
    home,
    rights,
    models,
    screens,
    ...refusals,
  };
}

/** `GET /api/meta`: what the signed-in user may see, with an ETag so the browser can cache it. */
export async function metaRoutes(app: FastifyInstance) {
  app.get('/meta', { preHandler: app.authenticate }, async (request, reply) => {
    const body = JSON.stringify(metaFor(app.registry, (request.auth as AuthContext).engineUser));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('application/json').send(body);
  });
}
