import { prefillOf, prefillSearch } from '../../../../engine/related/prefill';
import type { RelatedList } from '../../../../engine/related/related-lists';
import { childList, type ModelPath } from '../model-path';

/**
 * Where a related list's links lead, relative to /admin/main: under the record's own page
 * (`patient/l/detail/7/visit/l/...`) so breadcrumbs and Back return to it, or at the model's
 * own pages when the path is already five levels deep.
 */
export function relatedListPath(page: ModelPath, model: string): string {
  return childList(page, model) ?? `${model}/l`;
}

export function relatedRecordPath(page: ModelPath, model: string, id: number): string {
  return `${relatedListPath(page, model)}/detail/${id}`;
}

/** The related model's new form, filled with the record's pointing field and what it copies. */
export function relatedNewPath(
  page: ModelPath,
  entry: RelatedList,
  record: Readonly<Record<string, unknown>>,
): string {
  return `${relatedListPath(page, entry.model)}/new${prefillSearch(prefillOf(entry, record))}`;
}
