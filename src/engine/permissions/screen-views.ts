import type { Screen } from '../registry/types';
import type { ModelSchema } from '../types';

/**
 * A screen that shows another model's records under a permission entity of its own (spec 3.1
 * names `emergency` and `waitingScreen` beside `appointment`): the Emergencies page lists
 * emergency visits to emergency staff, the waiting screen lists the queue to its display
 * account, though neither may view appointments (spec 6.3 gives that to Triage Nurse and
 * Doctor). Who holds the entity's view right reads the model through the screen only: the
 * screen's fixed filters always apply, and rows carry the screen's fields and no others.
 */
export interface ScreenView {
  route: string;
  /** The permission entity whose view right opens the screen. */
  entity: string;
  /** The model whose records it shows. */
  model: string;
  /** Applied to every read through the screen, whatever the reader asks. */
  filters: Readonly<Record<string, string>>;
  /** The fields a row carries: the screen's `columns`, else the model's list columns. */
  fields: readonly string[];
}

/** The view a screen is, when it shows a model under another entity; undefined otherwise. */
export function screenView(
  screen: Screen,
  models: Readonly<Record<string, ModelSchema>>,
): ScreenView | undefined {
  if (screen.kind !== 'page' && screen.kind !== 'waiting-screen') return undefined;
  const { model, entity } = screen;
  if (!model || !entity || model === entity) return undefined;
  const schema = Object.hasOwn(models, model) ? models[model] : undefined;
  if (!schema) return undefined;
  return {
    route: screen.route,
    entity,
    model,
    filters: screen.filters ?? {},
    fields: screen.columns ?? schema.list?.columns ?? [],
  };
}

/** The view answering `route` (a screen's own route), if that screen is one. */
export function screenViewAt(
  registry: {
    screens: Readonly<Record<string, Screen>>;
    models: Readonly<Record<string, ModelSchema>>;
  },
  route: string,
): ScreenView | undefined {
  for (const screen of Object.values(registry.screens)) {
    if (screen.kind !== 'menu' && screen.route === route)
      return screenView(screen, registry.models);
  }
  return undefined;
}
