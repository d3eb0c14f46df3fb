/**
 * Generic nested model routes (spec 2.1), relative to /admin/main: each level is a `{model}`
 * segment and the literal `l`, up to five levels, and each level supports
 *
 *   {model}/l                   list
 *   {model}/l/new               new
 *   {model}/l/edit/{id}         edit
 *   {model}/l/detail/{id}       detail (with the lists of the records that refer to it)
 *   {model}/l/detail/{id}/edit  detail/edit
 *
 * A deeper level continues after a detail: `patient/l/detail/7/appointment/l` lists patient
 * 7's appointments. Pure, so every shape is unit-tested.
 */

export const MAX_MODEL_LEVELS = 5;

export type ModelView = 'list' | 'new' | 'edit' | 'detail' | 'detail-edit';

/** A level above the last: always a record's detail. */
export interface ParentLevel {
  model: string;
  id: number;
}

export interface ModelPath {
  /** The records above this page, outermost first. */
  parents: ParentLevel[];
  model: string;
  view: ModelView;
  /** The record, for edit, detail and detail-edit. */
  id?: number;
}

const MODEL = /^[a-z][A-Za-z0-9]*$/;

function recordId(segment: string | undefined): number | undefined {
  if (!segment || !/^[1-9][0-9]{0,15}$/.test(segment)) return undefined;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** The page a path names, or undefined when it is not a model path at all. */
export function parseModelPath(path: string): ModelPath | undefined {
  const segments = path.split('/').filter(Boolean);
  const parents: ParentLevel[] = [];
  let at = 0;
  while (parents.length < MAX_MODEL_LEVELS) {
    const model = segments[at];
    if (!model || !MODEL.test(model) || segments[at + 1] !== 'l') return undefined;
    const rest = segments.slice(at + 2);
    if (rest.length === 0) return { parents, model, view: 'list' };
    if (rest.length === 1 && rest[0] === 'new') return { parents, model, view: 'new' };
    const id = recordId(rest[1]);
    if (id === undefined) return undefined;
    if (rest[0] === 'edit' && rest.length === 2) return { parents, model, view: 'edit', id };
    if (rest[0] !== 'detail') return undefined;
    if (rest.length === 2) return { parents, model, view: 'detail', id };
    if (rest.length === 3 && rest[2] === 'edit') return { parents, model, view: 'detail-edit', id };
    // A child level follows this record's detail.
    parents.push({ model, id });
    at += 4;
  }
  return undefined;
}

/** The path of a page (relative to /admin/main), the inverse of `parseModelPath`. */
export function modelPath(page: ModelPath): string {
  const prefix = page.parents.map((p) => `${p.model}/l/detail/${p.id}/`).join('');
  const own = `${prefix}${page.model}/l`;
  switch (page.view) {
    case 'list':
      return own;
    case 'new':
      return `${own}/new`;
    case 'edit':
      return `${own}/edit/${page.id}`;
    case 'detail':
      return `${own}/detail/${page.id}`;
    case 'detail-edit':
      return `${own}/detail/${page.id}/edit`;
  }
}

/** The same level showing another view (e.g. from a list row to its detail). */
export function sibling(page: ModelPath, view: ModelView, id?: number): string {
  return modelPath({ parents: page.parents, model: page.model, view, id });
}

/** A child model's list under this record's detail, one level deeper (when allowed). */
export function childList(page: ModelPath, child: string): string | undefined {
  if (page.id === undefined || page.parents.length + 1 >= MAX_MODEL_LEVELS) return undefined;
  return modelPath({
    parents: [...page.parents, { model: page.model, id: page.id }],
    model: child,
    view: 'list',
  });
}

/** The innermost parent as the API's `parent={model}:{id}` filter. */
export function parentFilter(page: Pick<ModelPath, 'parents'>): string | undefined {
  const parent = page.parents.at(-1);
  return parent ? `${parent.model}:${parent.id}` : undefined;
}

/** The detail page of the record this list or form sits under, if any. */
export function parentDetail(page: Pick<ModelPath, 'parents'>): string | undefined {
  const parent = page.parents.at(-1);
  if (!parent) return undefined;
  return modelPath({
    parents: page.parents.slice(0, -1),
    model: parent.model,
    view: 'detail',
    id: parent.id,
  });
}
