/**
 * Where the pharmacy's over-the-counter sales are, for the links that start one and list the
 * day's (the sales page, the menu): a new sale's form, and the sales list from the start of
 * today on the hospital's clock, newest first.
 */
import { calendarDay, joinInstant } from '../../../engine/format/dates';
import { filterKey } from '../../../engine/wire/list-filters';
import { modelPath } from '../models/model-path';

const MODEL = 'pharmacySale';

/** The new sale's form. */
export const newCounterSalePath = () =>
  `/admin/main/${modelPath({ parents: [], model: MODEL, view: 'new' })}`;

/** Today's sales: sold at or after the hospital's midnight (as an instant in UTC). */
export function todaysCounterSalesPath(now: Date, timeZone: string): string {
  const midnight = joinInstant(calendarDay(now, timeZone), '00:00', timeZone);
  const query = new URLSearchParams({ sort: 'sold_at', direction: 'desc' });
  if (midnight) query.append(filterKey('sold_at', 'gte'), new Date(midnight).toISOString());
  return `/admin/main/${modelPath({ parents: [], model: MODEL, view: 'list' })}?${query}`;
}
