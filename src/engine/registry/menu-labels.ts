/**
 * Menu entries leading to a model's list (`<model>/l`) may leave their label out in
 * menu.json: the registry names them by the model's plural title ("Radiology Requests"), so
 * the menu, the list page's heading and the browser's title say the same words.
 */
import { pluralTitle } from '../format/plural-title';
import type { ModelSchema } from '../types';
import type { MenuEntry, Screen } from './types';

function labelled(
  entries: readonly MenuEntry[],
  models: Readonly<Record<string, ModelSchema>>,
): MenuEntry[] {
  return entries.map((entry) => {
    const schema = entry.route.endsWith('/l') ? models[entry.route.slice(0, -2)] : undefined;
    const label = entry.label ?? (schema ? pluralTitle(schema) : entry.route);
    const children = entry.children ? { children: labelled(entry.children, models) } : {};
    return { ...entry, label, ...children };
  });
}

/** The menu with every entry labelled; other screens as they are. */
export function withMenuLabels(
  screen: Screen,
  models: Readonly<Record<string, ModelSchema>>,
): Screen {
  return screen.kind === 'menu' ? { ...screen, entries: labelled(screen.entries, models) } : screen;
}
