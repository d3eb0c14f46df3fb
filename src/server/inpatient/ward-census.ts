/**
 * The wards' census of a day (the IPD page): each active ward's beds as they stand now (in
 * total and by state, with occupancy over the beds in service) and the day's admissions,
 * discharges and transfers in and out (repositories/ward-census.ts), with the hospital's sums.
 */
import { joinInstant } from '../../engine/format/dates';
import { DEFAULT_SETTINGS } from '../../engine/types';
import type { WardCensus, WardCensusRow, WardChoice } from '../../engine/wire/bed-board';
import type { AnyDb } from '../models/any-db';
import { countBedStates, readDayMovements, readWards } from '../repositories/ward-census';

/** The calendar day after `date` (yyyy-MM-dd), counted in UTC so no zone shifts it. */
export function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The first instant of a day on the hospital's clock, as instants are stored. */
export function dayStart(date: string): string {
  const at = joinInstant(date, '00:00', DEFAULT_SETTINGS.timeZone);
  if (!at) throw new Error(`not a calendar date: ${date}`);
  return new Date(at).toISOString();
}

function censusRow(
  ward: WardChoice,
  states: Map<string, number> | undefined,
  moved: (kind: 'admissions' | 'discharges' | 'transfersIn' | 'transfersOut') => number,
): WardCensusRow {
  const state = (name: string) => states?.get(name) ?? 0;
  const beds = [...(states?.values() ?? [])].reduce((sum, n) => sum + n, 0);
  const occupied = state('Occupied');
  const outOfService = state('Out of Service');
  return {
    ward,
    beds,
    occupied,
    vacant: state('Vacant'),
    cleaning: state('Cleaning'),
    out_of_service: outOfService,
    occupancy_percent: percent(occupied, beds - outOfService),
    admissions: moved('admissions'),
    discharges: moved('discharges'),
    transfers_in: moved('transfersIn'),
    transfers_out: moved('transfersOut'),
  };
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

export async function readWardCensus(db: AnyDb, date: string, now: Date): Promise<WardCensus> {
  const [wards, states, movements] = await Promise.all([
    readWards(db),
    countBedStates(db),
    readDayMovements(db, dayStart(date), dayStart(nextDay(date))),
  ]);
  const rows = wards.map(({ id, code, name }) =>
    censusRow({ id, code, name }, states.get(id), (kind) => movements[kind].get(id) ?? 0),
  );
  const sum = (key: keyof Omit<WardCensusRow, 'ward' | 'occupancy_percent'>) =>
    rows.reduce((total, row) => total + row[key], 0);
  const totals: WardCensusRow = {
    ward: { id: 0, code: '', name: 'All wards' },
    beds: sum('beds'),
    occupied: sum('occupied'),
    vacant: sum('vacant'),
    cleaning: sum('cleaning'),
    out_of_service: sum('out_of_service'),
    occupancy_percent: percent(sum('occupied'), sum('beds') - sum('out_of_service')),
    admissions: sum('admissions'),
    discharges: sum('discharges'),
    transfers_in: sum('transfers_in'),
    transfers_out: sum('transfers_out'),
  };
  return { date, rows, totals, at: now.toISOString() };
}
