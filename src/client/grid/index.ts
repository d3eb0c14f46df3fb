/** The editable data grid (spec 2.10, 3.3, 4) and the server-backed model list. */
export * from './core';
export { DataGrid, type DataGridProps } from './DataGrid';
export { ModelList, type ModelListProps } from './server-list/ModelList';
