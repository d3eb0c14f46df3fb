/** The grid's framework-free core: column logic, values, rows and the pasted-JSON checks. */
export * from './check-columns';
export * from './columns';
export * from './rows';
export * from './types';
export * from './values';
