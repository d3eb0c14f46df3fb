/**
 * The totals of an anesthesia record, worked out from its series: fluids in and out by type and
 * in all, the balance (in minus out), each drug's doses added up per unit, and the time under
 * anesthesia. One pure function for the server's answer and the case page, so both say the same.
 *
 * Time under anesthesia runs from the first Induction (or Spinal block, a neuraxial anesthetic
 * has no induction) to the last Extubation after it; without those events, from the first to
 * the last entry of any series.
 */
import type {
  AnesthesiaEntry,
  AnesthesiaSeries,
  AnesthesiaTotals,
  DrugTotal,
  FluidVolume,
} from '../wire/anesthesia-record';

const START_EVENTS = ['Induction', 'Spinal block'] as const;
const END_EVENT = 'Extubation';

/** A stored number (numbers arrive as text from PostgreSQL's numeric); junk and blanks are 0. */
function numberOf(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || 'NaN');
  return Number.isFinite(n) ? n : 0;
}

/** Sums in hundredths, so 0.1 + 0.2 is 0.3 (doses carry two decimals, volumes none). */
const addCents = (a: number, b: number) => Math.round(a * 100 + b * 100) / 100;

function byFluid(entries: readonly AnesthesiaEntry[]): { list: FluidVolume[]; total: number } {
  const volumes = new Map<string, number>();
  for (const entry of entries) {
    const fluid = String(entry.fluid ?? '');
    volumes.set(fluid, addCents(volumes.get(fluid) ?? 0, numberOf(entry.volume)));
  }
  const list = [...volumes].map(([fluid, volume]) => ({ fluid, volume }));
  list.sort((a, b) => b.volume - a.volume || a.fluid.localeCompare(b.fluid));
  return { list, total: list.reduce((sum, row) => addCents(sum, row.volume), 0) };
}

function drugTotals(entries: readonly AnesthesiaEntry[]): DrugTotal[] {
  const totals = new Map<string, DrugTotal>();
  for (const entry of entries) {
    const product = Number(entry.product);
    const unit = Number(entry.dose_unit);
    const key = `${product}/${unit}`;
    const held = totals.get(key) ?? {
      product,
      name: String(entry.product_name ?? product),
      unit,
      unit_name: String(entry.dose_unit_name ?? unit),
      total_dose: 0,
      doses: 0,
    };
    held.total_dose = addCents(held.total_dose, numberOf(entry.dose));
    held.doses += 1;
    totals.set(key, held);
  }
  return [...totals.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.unit_name.localeCompare(b.unit_name),
  );
}

const timeOf = (entry: AnesthesiaEntry) => Date.parse(String(entry.recorded_at));

function anesthesiaTime(series: AnesthesiaSeries) {
  const times = Object.values(series)
    .flat()
    .map(timeOf)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (times.length === 0)
    return {
      anesthesia_start: null,
      anesthesia_end: null,
      anesthesia_minutes: null,
      anesthesia_start_from: null,
      anesthesia_end_from: null,
    };
  const events = [...series.anesthesiaMonitoring].sort((a, b) => timeOf(a) - timeOf(b));
  const startEvent = events.find((e) => (START_EVENTS as readonly unknown[]).includes(e.event));
  const start = startEvent ? timeOf(startEvent) : (times[0] as number);
  const endEvent = events.filter((e) => e.event === END_EVENT && timeOf(e) >= start).at(-1);
  const end = endEvent ? timeOf(endEvent) : (times.at(-1) as number);
  return {
    anesthesia_start: new Date(start).toISOString(),
    anesthesia_end: new Date(end).toISOString(),
    anesthesia_minutes: Math.max(0, Math.round((end - start) / 60_000)),
    anesthesia_start_from: startEvent
      ? (startEvent.event as 'Induction' | 'Spinal block')
      : ('first entry' as const),
    anesthesia_end_from: endEvent ? ('Extubation' as const) : ('last entry' as const),
  };
}

export function anesthesiaTotals(series: AnesthesiaSeries): AnesthesiaTotals {
  const fluidsIn = byFluid(series.anesthesiaFluid.filter((e) => e.direction === 'In'));
  const fluidsOut = byFluid(series.anesthesiaFluid.filter((e) => e.direction === 'Out'));
  return {
    fluids_in: fluidsIn.list,
    fluids_in_total: fluidsIn.total,
    fluids_out: fluidsOut.list,
    fluids_out_total: fluidsOut.total,
    balance: addCents(fluidsIn.total, -fluidsOut.total),
    drugs: drugTotals(series.anesthesiaMedication),
    ...anesthesiaTime(series),
  };
}

/** Every series empty: what a case with no anesthesia entries yet holds. */
export function emptySeries(): AnesthesiaSeries {
  return {
    anesthesiaGas: [],
    anesthesiaMedication: [],
    anesthesiaMonitoring: [],
    anesthesiaVitalSign: [],
    anesthesiaVentilation: [],
    anesthesiaFluid: [],
  };
}

/** Time under anesthesia in words: "45 min", "2 h", "2 h 5 min". */
export function anesthesiaTimeText(minutes: number): string {
  const [h, m] = [Math.floor(minutes / 60), minutes % 60];
  return [h ? `${h} h` : '', m || !h ? `${m} min` : ''].filter(Boolean).join(' ');
}

/** What the time under anesthesia was read from, in words ("induction to extubation"). */
export const ANESTHESIA_TIME_FROM = {
  Induction: 'induction',
  'Spinal block': 'spinal block',
  'first entry': 'first entry',
  Extubation: 'extubation',
  'last entry': 'last entry',
} as const;
