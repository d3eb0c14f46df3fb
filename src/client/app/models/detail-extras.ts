/**
 * What a model's detail page adds beside what its schema declares, by model: buttons in the
 * page's heading (a lab request's Print report) and a panel under its chart or lists (a
 * patient's lab trends). A module registers its own once (extras/index.ts); a model may have
 * several, drawn in the order they were registered; one without any gets the plain page.
 */
import type { ComponentType } from 'react';
import type { Meta } from '../meta/meta';
import type { StoredRecord } from './record-api';

export interface DetailExtraProps {
  meta: Meta;
  record: StoredRecord;
}

export interface DetailExtra {
  /** Buttons or links beside Edit in the heading. */
  actions?: ComponentType<DetailExtraProps>;
  /**
   * A section under the record's chart (or its related lists). The data it reads is declared
   * in extras/detail-data.ts, the code it needs first in extras/detail-code.ts: both are asked
   * as the page is navigated to (routes/page-prefetch.ts).
   */
  panel?: ComponentType<DetailExtraProps>;
}

const extras = new Map<string, DetailExtra[]>();

export function registerDetailExtra(model: string, extra: DetailExtra): void {
  extras.set(model, [...(extras.get(model) ?? []), extra]);
}

export function detailExtrasOf(model: string): readonly DetailExtra[] {
  return extras.get(model) ?? [];
}
