/**
 * The columns of each intra-operative series on the case's anesthesia record: time first (the
 * row's header), then the series' own fields as its schema labels them, with units.
 */
import { formatDateTime } from '../../../engine/format/dates';
import type {
  AnesthesiaEntry,
  AnesthesiaSeriesModel,
} from '../../../engine/wire/anesthesia-record';
import type { DataColumn } from '../../components/DataTable';

interface Shown {
  field: string;
  header: string;
  numeric?: boolean;
  unit?: string;
}

const SHOWN: Record<AnesthesiaSeriesModel, { title: string; fields: Shown[] }> = {
  anesthesiaMonitoring: {
    title: 'Monitoring and events',
    fields: [
      { field: 'event', header: 'Event' },
      { field: 'details', header: 'Details' },
    ],
  },
  anesthesiaVitalSign: {
    title: 'Vital signs',
    fields: [
      { field: 'heart_rate', header: 'Heart rate', numeric: true, unit: 'beats/min' },
      { field: 'bp_systolic', header: 'BP systolic', numeric: true, unit: 'mmHg' },
      { field: 'bp_diastolic', header: 'BP diastolic', numeric: true, unit: 'mmHg' },
      { field: 'spo2', header: 'SpO\u2082', numeric: true, unit: '%' },
      { field: 'etco2', header: 'EtCO\u2082', numeric: true, unit: 'mmHg' },
      { field: 'temperature', header: 'Temperature', numeric: true, unit: '\u00b0C' },
      { field: 'respiratory_rate', header: 'Resp. rate', numeric: true, unit: '/min' },
    ],
  },
  anesthesiaMedication: {
    title: 'IV medication',
    fields: [
      { field: 'product_name', header: 'Medicine' },
      { field: 'dose', header: 'Dose', numeric: true },
      { field: 'dose_unit_name', header: 'Unit' },
      { field: 'route_name', header: 'Route' },
      { field: 'notes', header: 'Notes' },
    ],
  },
  anesthesiaGas: {
    title: 'Gases and inhalation agents',
    fields: [
      { field: 'oxygen_flow', header: 'O\u2082', numeric: true, unit: 'L/min' },
      { field: 'air_flow', header: 'Air', numeric: true, unit: 'L/min' },
      { field: 'nitrous_oxide_flow', header: 'N\u2082O', numeric: true, unit: 'L/min' },
      { field: 'agent', header: 'Agent' },
      { field: 'agent_percent', header: 'Agent', numeric: true, unit: '%' },
      { field: 'fio2', header: 'FiO\u2082', numeric: true, unit: '%' },
      { field: 'et_agent', header: 'Et agent', numeric: true, unit: '%' },
    ],
  },
  anesthesiaVentilation: {
    title: 'Ventilation',
    fields: [
      { field: 'mode', header: 'Mode' },
      { field: 'tidal_volume', header: 'Tidal volume', numeric: true, unit: 'mL' },
      { field: 'rate', header: 'Rate', numeric: true, unit: '/min' },
      { field: 'peep', header: 'PEEP', numeric: true, unit: 'cmH\u2082O' },
      { field: 'peak_pressure', header: 'Peak pressure', numeric: true, unit: 'cmH\u2082O' },
    ],
  },
  anesthesiaFluid: {
    title: 'Fluids in and out',
    fields: [
      { field: 'direction', header: 'In or out' },
      { field: 'fluid', header: 'Fluid' },
      { field: 'volume', header: 'Volume', numeric: true, unit: 'mL' },
    ],
  },
};

/** The series in the order the record shows them. */
export const SERIES_ORDER = Object.keys(SHOWN) as AnesthesiaSeriesModel[];

export const seriesTitle = (model: AnesthesiaSeriesModel) => SHOWN[model].title;

const cellText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function seriesColumns(model: AnesthesiaSeriesModel): DataColumn<AnesthesiaEntry>[] {
  return [
    {
      key: 'recorded_at',
      header: 'Time',
      rowHeader: true,
      cell: (row) => formatDateTime(row.recorded_at),
    },
    ...SHOWN[model].fields.map((shown) => ({
      key: shown.field,
      header: shown.unit ? `${shown.header} (${shown.unit})` : shown.header,
      numeric: shown.numeric,
      cell: (row: AnesthesiaEntry) => cellText(row[shown.field]),
    })),
  ];
}
