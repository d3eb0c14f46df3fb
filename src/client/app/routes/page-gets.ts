/**
 * The GETs a page under /admin/main reads as it opens, known from its address alone: for a
 * model's detail page the record, its history, its related lists and what its extras declare
 * (extras/detail-data.ts). Asked ahead of the page (prefetch-store.ts) on a load by the app's
 * first script once the token is in, and in the app as a navigation begins. Without the
 * registry (`reader` left out) every candidate is named; with it, only what the page will ask.
 */
import { DETAIL_DATA, type May } from '../models/extras/detail-data';
import { parseModelPath } from '../models/model-path';
import { historyUrl, recordUrl, relatedUrl } from '../models/record-urls';

/** What the signed-in user's registry says, when it is in. */
export interface PageReader {
  may: May;
  /** Does the model declare related lists (its detail page reads them)? */
  hasRelated(model: string): boolean;
}

/** `path` relative to /admin/main, without leading or trailing slash. */
export function pageGets(path: string, reader?: PageReader): string[] {
  const page = parseModelPath(path);
  if (page?.view !== 'detail' || page.id === undefined) return [];
  const { model, id } = page;
  const may: May = reader?.may ?? (() => true);
  if (!may(model, 'detail')) return [];
  return [
    recordUrl(model, id),
    ...(reader?.hasRelated(model) === false ? [] : [relatedUrl(model, id)]),
    historyUrl(model, id),
    ...(DETAIL_DATA[model]?.(id, may) ?? []),
  ];
}
