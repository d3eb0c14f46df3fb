import type { EntityAction } from '../../../engine/permissions/can';
import type { Meta } from './meta';

/**
 * What the one refusal page says (issue 16 item 18): what the role may not do and the
 * permissions any one of which would allow it, from `needs` and `closedScreens` of the meta.
 */
export interface Refusal {
  /** One sentence: "Your role may not add Patient records." */
  sentence: string;
  /** Any one of these allows it; empty when none does; absent when not known (the server's word). */
  permissions?: string[];
}

const RECORD_VERBS: Record<EntityAction, string> = {
  view: 'see',
  detail: 'open',
  add: 'add',
  edit: 'edit',
  delete: 'delete',
};

/** A right on a model's records: "Your role may not add Patient records." */
export function recordsRefusal(meta: Meta, model: string, action: EntityAction): Refusal {
  const need = meta.needs[model];
  return {
    sentence: `Your role may not ${RECORD_VERBS[action]} ${need?.title ?? meta.models[model]?.title ?? model} records.`,
    permissions: need?.lacks[action] ?? [],
  };
}

/** A page of its own entity (users, chat, email): "Your role may not open Users." */
export function pageRefusal(meta: Meta, entity: string): Refusal {
  const need = meta.needs[entity];
  return {
    sentence: `Your role may not open ${need?.title ?? entity}.`,
    permissions: need?.lacks.view ?? [],
  };
}

/**
 * The screen the user's meta left out at `path` (`invoices`, or a waiting screen's
 * `waiting_screen/detail/7`); none when no screen answers there (an unknown address).
 */
export function closedScreenRefusal(meta: Meta, path: string): Refusal | undefined {
  const base = /^(.+)\/detail\/[1-9][0-9]*$/.exec(path)?.[1];
  const screen = meta.closedScreens.find(
    ({ routes }) => routes.includes(path) || (base !== undefined && routes.includes(base)),
  );
  if (!screen) return undefined;
  return { sentence: `Your role may not open ${screen.title}.`, permissions: screen.permissions };
}

/**
 * The first model of a generic model path (parents first) that is in the registry but not the
 * user's to see; none when every one is theirs, or one is unknown to the registry at all.
 */
export function modelPathRefusal(meta: Meta, models: readonly string[]): Refusal | undefined {
  const hidden = models.find((model) => !meta.models[model]);
  if (hidden === undefined || !meta.needs[hidden]?.lacks.view) return undefined;
  return recordsRefusal(meta, hidden, 'view');
}

/**
 * The server refused a page's load (403 FORBIDDEN) although the meta allowed it (rights changed
 * since it loaded): what the meta knows of that right, else the server's own line.
 */
export function serverRefusal(known: Refusal, message: string): Refusal {
  return known.permissions?.length ? known : { sentence: message };
}

/** Is a failed load's status a refusal by permission (as against a record that is gone)? */
export const isRefusal = (status: number | undefined) => status === 403;
