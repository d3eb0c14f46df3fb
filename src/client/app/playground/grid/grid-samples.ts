/**
 * Column definitions and rows to start the grid playground from (spec 3.3 columns). Rows are
 * written one per line so a large sample stays readable and cheap to edit.
 */
import type { GridColumn, GridRow } from '../../../grid/core/types';

export interface GridSample {
  id: string;
  name: string;
  columns: GridColumn[];
  rows: GridRow[];
}

const ROUTES = [
  { code: 'PO', label: 'By mouth' },
  { code: 'IV', label: 'Intravenous' },
  { code: 'IM', label: 'Intramuscular' },
];

const MEDICATIONS: GridSample = {
  id: 'medications',
  name: 'Medication orders',
  columns: [
    { field: 'name', headerName: 'Drug', type: 'text', required: true, flex: 2 },
    { field: 'dose', headerName: 'Dose (mg)', type: 'number', required: true, width: 120 },
    {
      field: 'route',
      headerName: 'Route',
      type: 'select',
      options: ROUTES,
      nameLabel: 'label',
      valueLabel: 'code',
      defaultValue: 'PO',
      width: 140,
    },
    { field: 'start', headerName: 'Start', type: 'date', width: 150 },
    { field: 'prn', headerName: 'As needed', type: 'checkbox', width: 100 },
    { field: 'notes', headerName: 'Notes', type: 'text', multiline: true, flex: 2 },
    { field: 'actions', type: 'actions' },
  ],
  rows: [
    { id: 1, name: 'Amoxicillin', dose: 500, route: 'PO', start: '2026-03-02', prn: false },
    { id: 2, name: 'Ceftriaxone', dose: 1000, route: 'IV', start: '2026-03-02', prn: false },
    { id: 3, name: 'Paracetamol', dose: 0, route: 'PO', start: '2026-03-03', prn: true },
  ],
};

const ATTACHMENTS: GridSample = {
  id: 'attachments',
  name: 'Lab samples with files',
  columns: [
    { field: 'sample', headerName: 'Sample', required: true, flex: 1 },
    {
      field: 'kind',
      headerName: 'Kind',
      type: 'select',
      options: [
        { id: 'blood', name: 'Blood' },
        { id: 'urine', name: 'Urine' },
      ],
      width: 140,
    },
    { field: 'report', headerName: 'Report', type: 'file', accept: 'pdf,image', flex: 1 },
    { field: 'images', headerName: 'Images', type: 'files', accept: 'image', flex: 1 },
    { field: 'code', headerName: 'Code', editable: false, width: 110 },
  ],
  rows: [
    { id: 10, sample: 'CBC', kind: 'blood', code: 'LAB-10' },
    { id: 11, sample: 'Urinalysis', kind: 'urine', code: 'LAB-11' },
  ],
};

const WARD = ['Medical', 'Surgical', 'Pediatric', 'Maternity', 'ICU'];
const STATUS = ['Admitted', 'Discharged', 'Transferred'];

/** `count` generated patients for 12 columns: for trying virtualization (10,000 rows). */
export function generatedRows(count: number): GridRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    mrn: `MRN-2026-${String(i + 1).padStart(6, '0')}`,
    name: `Patient ${i + 1}`,
    age: (i * 7) % 90,
    ward: WARD[i % WARD.length],
    bed: (i % 40) + 1,
    admitted: `2026-0${(i % 9) + 1}-${String((i % 28) + 1).padStart(2, '0')}`,
    insured: i % 3 === 0,
    phone: `09${String(10_000_000 + ((i * 7919) % 89_999_999)).slice(0, 8)}`,
    doctor: `Dr. ${['Abebe', 'Hanna', 'Tesfaye', 'Meron'][i % 4]}`,
    balance: (i * 37) % 5000,
    status: STATUS[i % STATUS.length],
  }));
}

export const GENERATED_COLUMNS: GridColumn[] = [
  { field: 'mrn', headerName: 'MRN', width: 160 },
  { field: 'name', headerName: 'Name', required: true, flex: 1 },
  { field: 'age', headerName: 'Age', type: 'number', width: 80 },
  {
    field: 'ward',
    headerName: 'Ward',
    type: 'select',
    options: WARD.map((name) => ({ id: name, name })),
    width: 130,
  },
  { field: 'bed', headerName: 'Bed', type: 'number', width: 80 },
  { field: 'admitted', headerName: 'Admitted', type: 'date', width: 170 },
  { field: 'insured', headerName: 'Insured', type: 'checkbox', width: 100 },
  { field: 'phone', headerName: 'Phone', width: 130 },
  { field: 'doctor', headerName: 'Doctor', width: 140 },
  { field: 'balance', headerName: 'Balance', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'actions', type: 'actions' },
];

export const GRID_SAMPLES: GridSample[] = [
  MEDICATIONS,
  ATTACHMENTS,
  { id: 'large', name: '10,000 patients', columns: GENERATED_COLUMNS, rows: generatedRows(10_000) },
];

/** Pretty columns, and rows one per line. */
export function columnsText(columns: readonly GridColumn[]): string {
  return `${JSON.stringify(columns, null, 2)}\n`;
}

export function rowsText(rows: readonly GridRow[]): string {
  return `[\n${rows.map((row) => `  ${JSON.stringify(row)}`).join(',\n')}\n]\n`;
}
