import type { ModelSchema } from '../types';

/**
 * The registry's own types: screens, roles and the permission matrix. Kept in step with
 * `src/engine/schema/{screen,roles,matrix}.schema.json` (a unit test compares the property names).
 */

/** A JSON file of the registry: `schemas/patient.json`, `screens/menu.json`, `permissions/roles.json`. */
export interface RegistryFile {
  path: string;
  text: string;
}

/** A menu entry; `route` is relative to /admin/main ('' is the dashboard). */
export interface MenuEntry {
  /** Optional in menu.json on a model's list: the registry fills in its plural title. */
  label: string;
  route: string;
  icon?: string;
  /** Shown only to users who may view this entity. */
  entity?: string;
  /**
   * Shown only to holders of one of these permissions too (as a field's, spec 6.4): an entry
   * for those who work a page others may still open (the radiology worklist).
   */
  permissions?: string[];
  children?: MenuEntry[];
}

export interface MenuScreen {
  kind: 'menu';
  entries: MenuEntry[];
}

/** A single page: a model's list and forms, or a page named by its permission entity. */
export interface PageScreen {
  kind: 'page';
  route: string;
  /** More routes showing this same screen. */
  aliases?: string[];
  title: string;
  model?: string;
  entity?: string;
  /** Fixed list filters (field -> value): an Emergencies page lists only emergency visits. */
  filters?: Record<string, string>;
  /** The model's fields the page shows (default: its list columns). */
  columns?: string[];
  /** A built-in page drawn instead of the model's list (PAGE_COMPONENTS). */
  component?: PageComponent;
}

/**
 * The built-in pages a page screen may name: `cashier-queue` is the request-payment page's
 * queue of patients waiting to pay (spec 2.1), read from /api/billing/queue; `visit-queue` is a
 * department's queue of the day with "Call next" (/api/queue); `emergency-board` is the
 * emergency department's active patients by triage category and waiting time
 * (/api/emergency/board); `lab-worklist` is the laboratory's open requests, STAT first then
 * the oldest, with their age and overdue mark (/api/lab/worklist); `radiology-worklist` is
 * radiology's requests to schedule, perform and report, today's first, of a status and a
 * modality (/api/radiology/worklist); `stock-reports` is the stock
 * page: on hand, below reorder level, expiring, value at cost and a product's ledger (/api/stock);
 * `bed-board` is the wards page's bed board, each ward's rooms and beds with their patients
 * and alerts (/api/inpatient/board); `ward-census` is the IPD page's census per ward and the
 * current admissions (/api/inpatient/census); `theatre-schedule` is the surgery page's theatre
 * schedule of a day, each operating room's cases in time order (/api/surgery/schedule).
 */
export const PAGE_COMPONENTS = [
  'cashier-queue',
  'visit-queue',
  'emergency-board',
  'lab-worklist',
  'radiology-worklist',
  'stock-reports',
  'bed-board',
  'ward-census',
  'theatre-schedule',
] as const;
export type PageComponent = (typeof PAGE_COMPONENTS)[number];

/** A card of a module launcher (spec 2.3); shown only if the user may view its entity. */
export interface LauncherCard {
  title: string;
  description: string;
  entity: string;
  route: string;
}

export interface LauncherScreen {
  kind: 'launcher';
  route: string;
  /** More routes showing this same screen. */
  aliases?: string[];
  title: string;
  cards: LauncherCard[];
}

export interface DashboardWidget {
  kind: 'count' | 'shortcut';
  title: string;
  entity: string;
  /** The right on `entity` the tile leads to use (default view); without it the tile is hidden. */
  action?: EntityActionName;
  route?: string;
  /** A count's fixed list filters (field -> value): a queue, such as the requests still open. */
  filters?: Record<string, string>;
}

export interface DashboardScreen {
  kind: 'dashboard';
  route: string;
  /** More routes showing this same screen. */
  aliases?: string[];
  title: string;
  widgets: DashboardWidget[];
}

/**
 * A public queue display: the records of `model` (default: `entity`), optionally of one
 * department. With a `model` other than its `entity`, the screen is a view (screen-views.ts).
 */
export interface WaitingScreen {
  kind: 'waiting-screen';
  route: string;
  title: string;
  entity: string;
  model?: string;
  /** Fixed filters (field -> value): only the visits that are waiting. */
  filters?: Record<string, string>;
  /** The model's fields the display shows, in order. */
  columns?: string[];
  department?: string;
}

export type Screen = MenuScreen | PageScreen | LauncherScreen | DashboardScreen | WaitingScreen;
export type ScreenKind = Screen['kind'];

/** `permissions/roles.json`: a role grants these permission strings and its own name. */
export interface Role {
  description: string;
  permissions: string[];
}

export const ENTITY_ACTIONS = ['view', 'detail', 'add', 'edit', 'delete'] as const;
export type EntityActionName = (typeof ENTITY_ACTIONS)[number];

/** `permissions/matrix.json`: per action, the permission strings that allow it. */
export interface EntityPermissions {
  view: string[];
  detail: string[];
  add: string[];
  edit: string[];
  delete: string[];
}

export interface Registry {
  /** Keyed by the model key (`schemas/<model>.json`). */
  models: Record<string, ModelSchema>;
  /** Keyed by the file name without folder and `.json` (`screens/radiology.json` -> `radiology`). */
  screens: Record<string, Screen>;
  roles: Record<string, Role>;
  matrix: Record<string, EntityPermissions>;
}

export interface BuildRegistryResult {
  registry: Registry;
  /** Every problem found, each as `file#/json/pointer: message`; empty when the registry is sound. */
  problems: string[];
}
