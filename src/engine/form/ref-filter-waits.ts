/**
 * A refFilter whose `in` list is made of `$name`s that are all empty offers nothing (ref-filter.ts):
 * a medication order's Route before its medicine is chosen, its Routes Allowed coming from the
 * medicine. Rather than list records the server would refuse (or every one), the picker is then
 * disabled with a hint naming the fields to fill in first.
 */
import type { FieldSchema, RefFilter } from '../types';
import { labelOf } from '../validation/messages';
import { fetchSource } from './fetch-from';
import { type RefCondition, type RefFilterScope, refFilterReads } from './ref-filter';

/** No record can fit: an `in` (or `contains`) condition left with no values. */
export function offersNothing(conditions: readonly RefCondition[]): boolean {
  return conditions.some(
    ({ op, value }) => (op === 'in' || op === 'contains') && Array.isArray(value) && !value.length,
  );
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/**
 * The labels of the fields a person fills in for `filter` to offer something, when it offers
 * nothing now: each empty `$name` it reads, a fetched one (`fetchFrom: "product.routes_allowed"`)
 * named by the pick it is copied from ("Medicine"). Empty when the filter offers something.
 */
export function refFilterWaitsFor(
  filter: RefFilter,
  conditions: readonly RefCondition[],
  scope: RefFilterScope,
  fieldOf: (name: string) => FieldSchema | undefined,
): string[] {
  if (!offersNothing(conditions)) return [];
  const labels = refFilterReads(filter)
    .filter((name) => isBlank(scope(name)))
    .map((name) => {
      const source = fetchSource(fieldOf(name)?.fetchFrom)?.ref;
      const shown = source && fieldOf(source) ? source : name;
      const field = fieldOf(shown);
      return field ? labelOf(shown, field) : shown;
    });
  return [...new Set(labels)];
}

/** The picker's hint while it waits: "Choose the Medicine first". */
export function waitingHint(labels: readonly string[]): string {
  return `Choose the ${labels.join(' and the ')} first`;
}
