/**
 * The tables of the printed anesthesia record, one per intra-operative series in time order,
 * each entry's time on the hospital's clock ("09:05", with its date when the record runs past
 * midnight): vital signs (with their trend), gases and inhalation agents, IV medication with
 * each drug's total, ventilation, fluids in and out with their totals and balance, and the
 * monitoring log. Totals come from engine/surgery/anesthesia-totals.ts, as on the case's page.
 */
import { splitInstant } from '../format/dates';
import { ANESTHESIA_TIME_FROM } from '../surgery/anesthesia-totals';
import type {
  AnesthesiaEntry,
  AnesthesiaSeries,
  AnesthesiaTotals,
  FluidVolume,
} from '../wire/anesthesia-record';
import type { AnesthesiaRecordSection } from './anesthesia-record-types';
import { anesthesiaTrend } from './anesthesia-trend';
import { quantityText, text } from './document-format';
import type { DocumentLine, DocumentTable } from './document-types';

export interface TableContext {
  /** The record's day (yyyy-MM-dd on the hospital's clock): times on it print without it. */
  day: string;
  timeZone: string;
  /** Who recorded an entry, by the e-mail its recorded_by keeps. */
  name: (email: string | null) => string;
}

/** A number as recorded, '' for none. */
const n = (value: unknown) =>
  value === null || value === undefined || value === '' ? '' : quantityText(value);
const mL = (volume: number) => `${quantityText(volume)} mL`;

/** An instant on the record's clock: "09:05", with its date when not on the record's day. */
export function timeText(at: unknown, context: TableContext): string {
  const wall = splitInstant(at, context.timeZone);
  if (!wall) return '';
  return wall.date === context.day ? wall.time : `${wall.date} ${wall.time}`;
}

type Column = [label: string, align: 'left' | 'right', cell: (entry: AnesthesiaEntry) => string];

function tableOf(
  entries: readonly AnesthesiaEntry[],
  columns: Column[],
  context: TableContext,
): DocumentTable {
  return {
    columns: [
      { label: 'Time', align: 'left' },
      ...columns.map(([label, align]) => ({ label, align })),
    ],
    rows: entries.map((entry) => [
      timeText(entry.recorded_at, context),
      ...columns.map(([, , cell]) => cell(entry)),
    ]),
  };
}

function bloodPressure(entry: AnesthesiaEntry): string {
  const [systolic, diastolic] = [n(entry.bp_systolic), n(entry.bp_diastolic)];
  if (!systolic && !diastolic) return '';
  return `${systolic || '–'}/${diastolic || '–'}`;
}

function fluidTotals(totals: AnesthesiaTotals): DocumentLine[] {
  const each = (direction: string, list: FluidVolume[]) =>
    list.map((row) => ({ label: `${direction}: ${row.fluid}`, value: mL(row.volume) }));
  const sign = totals.balance > 0 ? '+' : '';
  return [
    ...each('In', totals.fluids_in),
    { label: 'Total In', value: mL(totals.fluids_in_total), strong: true },
    ...each('Out', totals.fluids_out),
    { label: 'Total Out', value: mL(totals.fluids_out_total), strong: true },
    { label: 'Balance (in − out)', value: `${sign}${mL(totals.balance)}`, strong: true },
  ];
}

const drugTotals = (totals: AnesthesiaTotals): DocumentLine[] =>
  totals.drugs.map((drug) => ({
    label: `Total ${drug.name}`,
    value: `${quantityText(drug.total_dose)} ${drug.unit_name} (${drug.doses} ${drug.doses === 1 ? 'dose' : 'doses'})`,
  }));

/** The record's six tables in the order the paper record reads. */
export function anesthesiaSections(
  series: AnesthesiaSeries,
  totals: AnesthesiaTotals,
  context: TableContext,
): AnesthesiaRecordSection[] {
  const who: Column = ['By', 'left', (entry) => context.name(entry.recorded_by)];
  /** A series' table, the time first, with the lines printed under it. */
  const section = (
    title: string,
    entries: readonly AnesthesiaEntry[],
    columns: Column[],
    lines: DocumentLine[] = [],
  ): AnesthesiaRecordSection => ({
    title,
    table: tableOf(entries, columns, context),
    totals: lines,
  });
  return [
    {
      ...section('Vital Signs', series.anesthesiaVitalSign, [
        ['HR (beats/min)', 'right', (e) => n(e.heart_rate)],
        ['BP (mmHg)', 'right', bloodPressure],
        ['SpO₂ (%)', 'right', (e) => n(e.spo2)],
        ['EtCO₂ (mmHg)', 'right', (e) => n(e.etco2)],
        ['Temp (°C)', 'right', (e) => n(e.temperature)],
        ['RR (breaths/min)', 'right', (e) => n(e.respiratory_rate)],
      ]),
      trend: anesthesiaTrend(series.anesthesiaVitalSign, context.timeZone),
    },
    section('Gases and Inhalation Agents', series.anesthesiaGas, [
      ['O₂ (L/min)', 'right', (e) => n(e.oxygen_flow)],
      ['Air (L/min)', 'right', (e) => n(e.air_flow)],
      ['N₂O (L/min)', 'right', (e) => n(e.nitrous_oxide_flow)],
      ['Agent', 'left', (e) => text(e.agent)],
      ['Dial (%)', 'right', (e) => n(e.agent_percent)],
      ['FiO₂ (%)', 'right', (e) => n(e.fio2)],
      ['Et Agent (%)', 'right', (e) => n(e.et_agent)],
    ]),
    section(
      'IV Medication',
      series.anesthesiaMedication,
      [
        ['Medicine', 'left', (e) => text(e.product_name)],
        ['Dose', 'right', (e) => [n(e.dose), text(e.dose_unit_name)].filter(Boolean).join(' ')],
        ['Route', 'left', (e) => text(e.route_name)],
        ['Notes', 'left', (e) => text(e.notes)],
        who,
      ],
      drugTotals(totals),
    ),
    section('Ventilation', series.anesthesiaVentilation, [
      ['Mode', 'left', (e) => text(e.mode)],
      ['Tidal Volume (mL)', 'right', (e) => n(e.tidal_volume)],
      ['Rate (breaths/min)', 'right', (e) => n(e.rate)],
      ['PEEP (cmH₂O)', 'right', (e) => n(e.peep)],
      ['Peak Pressure (cmH₂O)', 'right', (e) => n(e.peak_pressure)],
    ]),
    section(
      'Fluids In and Out',
      series.anesthesiaFluid,
      [
        ['In or Out', 'left', (e) => text(e.direction)],
        ['Fluid', 'left', (e) => text(e.fluid)],
        ['Volume (mL)', 'right', (e) => n(e.volume)],
      ],
      series.anesthesiaFluid.length > 0 ? fluidTotals(totals) : [],
    ),
    section('Monitoring and Events', series.anesthesiaMonitoring, [
      ['Event', 'left', (e) => text(e.event)],
      ['Details', 'left', (e) => text(e.details)],
      who,
    ]),
  ];
}

/** The time under anesthesia and what it was read from, '' with nothing recorded. */
export function anesthesiaTimeLine(totals: AnesthesiaTotals, context: TableContext): string {
  if (totals.anesthesia_start === null || totals.anesthesia_end === null) return '';
  const from = ANESTHESIA_TIME_FROM[totals.anesthesia_start_from ?? 'first entry'];
  const to = ANESTHESIA_TIME_FROM[totals.anesthesia_end_from ?? 'last entry'];
  return `${timeText(totals.anesthesia_start, context)} (${from}) to ${timeText(totals.anesthesia_end, context)} (${to})`;
}
