import { type ScreenView, screenViewAt } from '../../engine/permissions/screen-views';
import type { Registry } from '../../engine/registry/types';
import { readFilterKey } from '../../engine/wire/list-filters';
import { HttpError } from '../errors';

/**
 * The screen view a model list asks to be read through (`?screen=<route>`), or undefined when
 * it names none. A route that is not a view of this model is refused: reading through a
 * screen must never widen what the screen shows.
 */
export function requestedView(
  registry: Pick<Registry, 'screens' | 'models'>,
  model: string,
  raw: Record<string, unknown>,
): ScreenView | undefined {
  if (raw.screen === undefined) return undefined;
  const route = String(raw.screen);
  const view = screenViewAt(registry, route);
  if (!view || view.model !== model) {
    throw new HttpError(
      400,
      'UNKNOWN_SCREEN',
      `"${route}" is not a screen showing ${model} records under an entity of its own: leave out screen, or name such a screen's route.`,
      [{ field: 'screen', message: 'not a screen view of this model' }],
    );
  }
  if (raw.deleted === true) {
    throw new HttpError(
      400,
      'UNKNOWN_SCREEN',
      `The screen "${route}" shows current records only: leave out deleted, or leave out screen.`,
      [{ field: 'deleted', message: 'not offered through a screen' }],
    );
  }
  return view;
}

/**
 * The list query as the view allows it: the screen's own filters replace any the reader sent
 * for those fields (list-query.ts adds them back), and rows carry the screen's fields
 * unless fewer are asked for. Which asked fields, sorts and searches the view allows is
 * `readable`'s to say, inside the list query.
 */
export function throughView(view: ScreenView, raw: Record<string, unknown>) {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    // Any operator on a field the screen fixes goes too: the screen's value is the only one.
    const field = readFilterKey(key)?.field;
    if (key === 'screen' || (field !== undefined && Object.hasOwn(view.filters, field))) continue;
    query[key] = value;
  }
  if (query.fields === undefined) query.fields = view.fields.join(',');
  const fields = new Set(view.fields);
  return { query, readable: (name: string) => name === 'id' || fields.has(name) };
}
