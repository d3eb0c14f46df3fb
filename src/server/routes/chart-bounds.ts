/**
 * A chart query's `from` and `to`: instants with a date and time (with their zone, or UTC),
 * turned to the UTC text the charts' recorded_at is stored as, so they compare in time order.
 */

import { badQuery } from '../errors';
import { utcInstant } from '../models/codecs';

function instant(field: 'from' | 'to', value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const at = new Date(utcInstant(text) as string);
  if (Number.isNaN(at.getTime()) || !/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text))
    throw badQuery(
      field,
      `"${field}" must be a date and time such as 2026-11-27T08:00:00Z; "${text}" is not.`,
    );
  return at.toISOString();
}

export function chartBounds(query: { from?: string; to?: string }) {
  const from = instant('from', query.from);
  const to = instant('to', query.to);
  if (from && to && from > to)
    throw badQuery('to', `"to" (${to}) is before "from" (${from}): give the earlier time first.`);
  return { from, to };
}
