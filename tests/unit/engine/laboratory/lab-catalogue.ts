/**
 * Catalogue rows the engine tests read: potassium (one range for everyone, critical limits),
 * haemoglobin (ranges by sex and age band), HDL (only a low), cholesterol (only a high), a
 * malaria film (an option list with one normal choice), a WBC count (whole numbers of 10^9/L,
 * never negative) and a free-text comment. Values as in common adult reference tables; the
 * engine's behaviour, not the figures, is what these tests check.
 */
import type { LabParameter, ReferenceRangeRow } from '../../../../src/engine/laboratory';

export const potassium: LabParameter = {
  code: 'K',
  name: 'Potassium',
  unit: 'mmol/L',
  kind: 'Number',
  decimals: 1,
  min_value: 0,
  max_value: 20,
  critical_low: 2.5,
  critical_high: 6.5,
};

export const haemoglobin: LabParameter = {
  code: 'HGB',
  name: 'Haemoglobin',
  unit: 'g/dL',
  kind: 'Number',
  decimals: 1,
  min_value: 0,
  max_value: 25,
  critical_low: 7,
  critical_high: 20,
};

export const hdl: LabParameter = {
  code: 'HDL',
  name: 'HDL Cholesterol',
  unit: 'mg/dL',
  kind: 'Number',
  decimals: 0,
};
export const cholesterol: LabParameter = {
  code: 'CHOL',
  name: 'Total Cholesterol',
  unit: 'mg/dL',
  kind: 'Number',
};

export const malariaFilm: LabParameter = {
  code: 'MF',
  name: 'Malaria Film',
  kind: 'Option',
  options: 'Negative, P. falciparum, P. vivax, Mixed',
  normal_options: 'Negative',
};

export const wbc: LabParameter = {
  code: 'WBC',
  name: 'White Blood Cells',
  unit: '10^9/L',
  kind: 'Number',
  decimals: 0,
  min_value: 0,
  max_value: 500,
};

export const comment: LabParameter = { code: 'COM', name: 'Comment', kind: 'Text' };

export const ranges: ReferenceRangeRow[] = [
  { parameter: 'K', sex: 'Any', age_band: 'Any', low: 3.5, high: 5.1 },
  { parameter: 'HGB', sex: 'Any', age_band: 'Newborn', low: 14.5, high: 22.5 },
  { parameter: 'HGB', sex: 'Any', age_band: 'Child', low: 11, high: 15.5 },
  { parameter: 'HGB', sex: 'Male', age_band: 'Adult', low: 13.5, high: 17.5 },
  { parameter: 'HGB', sex: 'Female', age_band: 'Adult', low: 12, high: 15.5 },
  { parameter: 'HGB', sex: 'Male', age_band: 'Any', low: 12.5, high: 17 },
  { parameter: 'HGB', sex: 'Any', age_band: 'Any', low: 11.5, high: 16 },
  { parameter: 'HDL', sex: 'Any', age_band: 'Any', low: 40, high: null },
  { parameter: 'CHOL', sex: 'Any', age_band: 'Any', low: null, high: 200 },
];
