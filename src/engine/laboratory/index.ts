/** The laboratory result engine: age bands, reference ranges, value checks and flags. */
export { AGE_BANDS, ageBand } from './age-band';
export { type EvaluatedRow, evaluateParameter } from './evaluate';
export { flagOf } from './flag';
export { type ParameterReading, readParameterValue } from './parameter-value';
export { type ReferenceRange, rangeFor, rangeText } from './reference-range';
export * from './types';
