/**
 * The stock reports as .xlsx, one sheet each: a title, the warehouse it covers and when it was
 * made, then a header row and the rows. Quantities and money are numbers (money in birr with
 * two decimals), so the sheet's own sums work; dates in the hospital's long form, as on screen.
 */
import ExcelJS from 'exceljs';
import { formatDateTime, formatLongDate } from '../../engine/format/dates';
import type {
  BelowReorderRow,
  Expiring,
  ProductLedger,
  StockItem,
  StockOnHandRow,
  StockValue,
} from '../../engine/wire/stock-reports';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MONEY_FORMAT = '#,##0.00';

type Cell = string | number | null;
interface Column {
  header: string;
  width: number;
  money?: boolean;
}

/** What every sheet says above its table. */
export interface SheetHeading {
  title: string;
  warehouseName: string;
  at: Date;
  timeZone: string;
}

const money = (value: string | null) => (value === null ? null : Number(value));
const day = (value: string | null) => (value ? formatLongDate(value) : '');

async function workbook(
  heading: SheetHeading,
  columns: Column[],
  rows: Cell[][],
  footer: Cell[][] = [],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Tena';
  const sheet = book.addWorksheet(heading.title.slice(0, 31));
  sheet.addRow([heading.title]).font = { bold: true, size: 14 };
  sheet.addRow(['Warehouse', heading.warehouseName]);
  sheet.addRow(['As of', formatDateTime(heading.at, heading.timeZone)]);
  sheet.addRow([]);
  sheet.addRow(columns.map((column) => column.header)).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  for (const row of footer) sheet.addRow(row).font = { bold: true };
  columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = column.width;
    if (column.money) sheetColumn.numFmt = MONEY_FORMAT;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

const ITEM: Column[] = [
  { header: 'Warehouse', width: 22 },
  { header: 'Code', width: 14 },
  { header: 'Product', width: 40 },
  { header: 'Generic Name', width: 24 },
  { header: 'Unit', width: 12 },
];
const itemCells = (row: StockItem): Cell[] => [
  row.warehouse_name,
  row.code,
  row.name,
  row.generic_name ?? '',
  row.unit ?? '',
];
const BATCH: Column[] = [
  { header: 'Batch', width: 16 },
  { header: 'Expiry Date', width: 20 },
];
const batchCells = (row: { batch_number: string; expiry_date: string | null }): Cell[] => [
  row.batch_number,
  day(row.expiry_date),
];
const QUANTITY: Column = { header: 'Quantity', width: 12 };
const UNIT_COST: Column = { header: 'Unit Cost', width: 12, money: true };

/** One row per batch, with its product's total on its first batch's row. */
export function onHandWorkbook(heading: SheetHeading, rows: StockOnHandRow[]) {
  const columns: Column[] = [
    ...ITEM,
    { header: 'Product Total', width: 14 },
    ...BATCH,
    QUANTITY,
    UNIT_COST,
  ];
  const cells = rows.flatMap((row) =>
    row.batches.map((batch, index) => [
      ...itemCells(row),
      index === 0 ? row.quantity : null,
      ...batchCells(batch),
      batch.quantity,
      money(batch.unit_cost),
    ]),
  );
  return workbook(heading, columns, cells);
}

export function belowReorderWorkbook(heading: SheetHeading, rows: BelowReorderRow[]) {
  const columns: Column[] = [
    ...ITEM,
    { header: 'Reorder Level', width: 14 },
    { header: 'On Hand', width: 12 },
    { header: 'Shortfall', width: 12 },
  ];
  return workbook(
    heading,
    columns,
    rows.map((row) => [...itemCells(row), row.reorder_level, row.quantity, row.shortfall]),
  );
}

export function expiringWorkbook(heading: SheetHeading, report: Expiring) {
  const columns: Column[] = [
    ...ITEM,
    ...BATCH,
    { header: 'Days Left', width: 10 },
    { header: 'Status', width: 12 },
    QUANTITY,
    UNIT_COST,
  ];
  return workbook(
    heading,
    columns,
    report.rows.map((row) => [
      ...itemCells(row),
      ...batchCells(row),
      row.days_left,
      row.expired ? 'Expired' : 'Expiring',
      row.quantity,
      money(row.unit_cost),
    ]),
  );
}

export function valueWorkbook(heading: SheetHeading, report: StockValue) {
  const columns: Column[] = [
    ...ITEM,
    ...BATCH,
    QUANTITY,
    UNIT_COST,
    { header: 'Value', width: 16, money: true },
  ];
  const blank = (n: number): Cell[] => Array.from({ length: n }, () => null);
  return workbook(
    heading,
    columns,
    report.rows.map((row) => [
      ...itemCells(row),
      ...batchCells(row),
      row.quantity,
      money(row.unit_cost),
      money(row.value),
    ]),
    [
      [],
      ...report.warehouses.map((sum) => [
        `Total ${sum.warehouse_name}`,
        ...blank(8),
        money(sum.value),
      ]),
      ['Total', ...blank(8), money(report.total)],
    ],
  );
}

export function ledgerWorkbook(heading: SheetHeading, ledger: ProductLedger) {
  const columns: Column[] = [
    { header: 'Posted At', width: 26 },
    { header: 'Movement', width: 14 },
    { header: 'Number', width: 18 },
    { header: 'Warehouse', width: 22 },
    ...BATCH,
    { header: 'In', width: 10 },
    { header: 'Out', width: 10 },
    { header: 'Batch Balance', width: 14 },
    { header: 'Warehouse Balance', width: 18 },
    { header: 'Balance', width: 12 },
    { header: 'Posted By', width: 26 },
  ];
  return workbook(
    heading,
    columns,
    ledger.rows.map((row) => [
      row.posted_at ? formatDateTime(row.posted_at, heading.timeZone) : '',
      row.movement,
      row.source_label ?? '',
      row.warehouse_name,
      ...batchCells(row),
      row.quantity_in,
      row.quantity_out,
      row.batch_balance,
      row.warehouse_balance,
      row.balance,
      row.posted_by ?? '',
    ]),
  );
}
