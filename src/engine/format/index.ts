/** Pure formatting and input behaviour of fields, grids and shared screens. */
export * from './breadcrumbs';
export * from './currency';
export * from './dates';
export * from './field-display';
export * from './file-entry';
export * from './file-kinds';
export * from './file-size';
export * from './grid';
export * from './number';
export * from './phone';
export * from './plural-title';
export * from './preview-kind';
export * from './record-title';
export * from './select';
export * from './sync';
