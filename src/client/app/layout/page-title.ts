/**
 * The browser's title of each page ("IPD-000012 · Abebe Kebede · Admission · Tena"): the page
 * or record first, then where it sits, then the application, so tabs, the history and screen
 * readers tell pages apart (WCAG 2.4.2). Pure; PageTitle.tsx puts it in the document.
 */
import { pluralTitle } from '../../../engine/format/plural-title';
import type { MenuEntry, PageScreen } from '../../../engine/registry/types';
import type { Meta } from '../meta/meta';

export const APP_NAME = 'Tena';
const SEPARATOR = ' · ';

/** The parts that say something, in order, without repeats, and the application's name last. */
export function documentTitle(parts: readonly (string | null | undefined)[]): string {
  const shown: string[] = [];
  for (const part of parts) {
    const text = part?.replace(/\s+/g, ' ').trim();
    if (text && !shown.includes(text)) shown.push(text);
  }
  return [...shown, APP_NAME].join(SEPARATOR);
}

function menuLabel(entries: readonly MenuEntry[] | undefined, route: string): string | undefined {
  for (const entry of entries ?? []) {
    if (entry.route === route) return entry.label;
    const child = menuLabel(entry.children, route);
    if (child) return child;
  }
  return undefined;
}

/**
 * What the menu calls a model's records ("Lab Requests" for `labRequest/l`, "Patients" for the
 * page listing every patient), else the model's plural title ("Bed Transfers").
 */
export function modelListTitle(meta: Meta, model: string): string {
  const screens = Object.values(meta.screens);
  const menu = screens.find((screen) => screen.kind === 'menu');
  const fromMenu = menu?.kind === 'menu' ? menuLabel(menu.entries, `${model}/l`) : undefined;
  if (fromMenu) return fromMenu;
  const page = screens.find(
    (screen): screen is PageScreen =>
      screen.kind === 'page' &&
      screen.model === model &&
      (screen.entity ?? model) === model &&
      !screen.component &&
      Object.keys(screen.filters ?? {}).length === 0,
  );
  const schema = meta.models[model];
  return page?.title ?? (schema ? pluralTitle(schema) : model);
}
