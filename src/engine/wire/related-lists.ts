/**
 * `GET /api/models/{model}/{id}/related`: every related list a record's model declares
 * (`related`, schemas/README.md) that the reader may view, each newest first and limited, in one
 * answer. Shared by the server that reads them and the detail page and chart that draw them.
 */
import type { RefTitles } from '../format/record-title';

/** One row of a related list: its bookkeeping and the fields the list shows the reader. */
export interface RelatedRow {
  id: number;
  version: number;
  created_at: string;
  updated_at: string;
  [field: string]: unknown;
}

export interface RelatedRows {
  /** The related model and its field pointing at the record: together they name the list. */
  model: string;
  field: string;
  /** The list's heading (its `title`, else the related model's). */
  title: string;
  /** The newest rows, at most the list's limit, in its order. */
  rows: RelatedRow[];
  /** How many records of the list there are in all. */
  total: number;
  /** What the rows' ref fields point to are called, as in a list's answer. */
  titles: RefTitles;
}

/** The declared lists in their declared order, without those the reader may not view. */
export interface RelatedListsAnswer {
  lists: RelatedRows[];
}
