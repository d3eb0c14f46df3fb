/**
 * What each bedside chart plots over time, declared once for the browser that draws it and the
 * tests that check it: per chart model, small plots of its number fields (a unit each, so one
 * axis reads true). The nine ward charts follow their protocols' own charts (sources in each
 * schema's description); the anesthetic record plots heart rate with the blood pressure as its
 * arrows (systolic v, diastolic ^, as on a paper anesthesia chart), then SpO2 and EtCO2.
 */

/** How a series is drawn: a line with points, or the paper chart's blood-pressure arrows. */
export type SeriesMark = 'line' | 'systolic' | 'diastolic';

export interface PlotSeries {
  field: string;
  /** Defaults to the field's label. */
  label?: string;
  mark?: SeriesMark;
}

export interface ChartPlot {
  title: string;
  unit?: string;
  series: PlotSeries[];
}

const TEMPERATURE: ChartPlot = {
  title: 'Temperature',
  unit: '°C',
  series: [{ field: 'temperature' }],
};
const PULSE: ChartPlot = { title: 'Pulse', unit: 'beats/min', series: [{ field: 'pulse' }] };
const BREATHING: ChartPlot = {
  title: 'Respiratory rate',
  unit: 'breaths/min',
  series: [{ field: 'respiratory_rate' }],
};
const BLOOD_PRESSURE: ChartPlot = {
  title: 'Blood pressure',
  unit: 'mmHg',
  series: [
    { field: 'bp_systolic', label: 'Systolic' },
    { field: 'bp_diastolic', label: 'Diastolic' },
  ],
};
const SPO2: ChartPlot = { title: 'SpO₂', unit: '%', series: [{ field: 'spo2' }] };
const GLUCOSE: ChartPlot = {
  title: 'Blood glucose',
  unit: 'mg/dL',
  series: [{ field: 'blood_glucose' }],
};
const WEIGHT: ChartPlot = { title: 'Weight', unit: 'kg', series: [{ field: 'weight' }] };
const FLUID_BALANCE: ChartPlot = {
  title: 'Fluid balance',
  unit: 'mL/24 h',
  series: [
    { field: 'fluid_intake', label: 'Intake' },
    { field: 'urine_output', label: 'Urine output' },
  ],
};

/** The ward's nine vital-sign charts (schemas/*Chart.json), in the order their tabs show. */
export const WARD_CHART_PLOTS = {
  regularVitalChart: [TEMPERATURE, PULSE, BREATHING, BLOOD_PRESSURE, SPO2],
  neuroSignChart: [
    {
      title: 'Glasgow Coma Scale',
      series: [
        { field: 'gcs_total', label: 'Total' },
        { field: 'gcs_eye', label: 'Eye' },
        { field: 'gcs_verbal', label: 'Verbal' },
        { field: 'gcs_motor', label: 'Motor' },
      ],
    },
    {
      title: 'Pupil size',
      unit: 'mm',
      series: [
        { field: 'pupil_left_size', label: 'Left' },
        { field: 'pupil_right_size', label: 'Right' },
      ],
    },
    PULSE,
    BLOOD_PRESSURE,
  ],
  shockChart: [
    {
      title: 'Blood pressure and MAP',
      unit: 'mmHg',
      series: [...BLOOD_PRESSURE.series, { field: 'mean_arterial_pressure', label: 'MAP' }],
    },
    PULSE,
    { title: 'Lactate', unit: 'mmol/L', series: [{ field: 'lactate' }] },
    { title: 'Urine output', unit: 'mL/h', series: [{ field: 'urine_output' }] },
    SPO2,
  ],
  dkaChart: [
    GLUCOSE,
    { title: 'Blood ketones', unit: 'mmol/L', series: [{ field: 'blood_ketones' }] },
    {
      title: 'Potassium and bicarbonate',
      unit: 'mmol/L',
      series: [{ field: 'potassium' }, { field: 'bicarbonate' }],
    },
    { title: 'pH', series: [{ field: 'ph' }] },
    { title: 'Insulin', unit: 'units/h', series: [{ field: 'insulin_rate' }] },
  ],
  diabetesChart: [
    GLUCOSE,
    { title: 'Insulin', unit: 'units', series: [{ field: 'insulin_dose' }] },
  ],
  salbutamolChart: [
    { title: 'Peak flow', unit: 'L/min', series: [{ field: 'peak_flow' }] },
    BREATHING,
    PULSE,
    SPO2,
  ],
  bloodTransfusionChart: [TEMPERATURE, PULSE, BLOOD_PRESSURE, BREATHING, SPO2],
  nephroticChart: [
    WEIGHT,
    FLUID_BALANCE,
    BLOOD_PRESSURE,
    { title: 'Abdominal girth', unit: 'cm', series: [{ field: 'abdominal_girth' }] },
  ],
  chfFollowUpChart: [WEIGHT, FLUID_BALANCE, PULSE, BLOOD_PRESSURE, SPO2],
} as const satisfies Record<string, readonly ChartPlot[]>;

export type WardChartModel = keyof typeof WARD_CHART_PLOTS;

export const WARD_CHART_MODELS = Object.keys(WARD_CHART_PLOTS) as WardChartModel[];

export function isWardChartModel(model: string): model is WardChartModel {
  return Object.hasOwn(WARD_CHART_PLOTS, model);
}

/** The anesthetic record's vital signs (schemas/anesthesiaVitalSign.json). */
export const ANESTHESIA_CHART_PLOTS: readonly ChartPlot[] = [
  {
    title: 'Heart rate and blood pressure',
    unit: 'beats/min, mmHg',
    series: [
      { field: 'heart_rate', label: 'Heart rate' },
      { field: 'bp_systolic', label: 'Systolic', mark: 'systolic' },
      { field: 'bp_diastolic', label: 'Diastolic', mark: 'diastolic' },
    ],
  },
  { title: 'SpO₂', unit: '%', series: [{ field: 'spo2' }] },
  { title: 'EtCO₂', unit: 'mmHg', series: [{ field: 'etco2' }] },
];
