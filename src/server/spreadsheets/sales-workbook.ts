/**
 * The cash-up as an .xlsx: a Summary sheet with the period and the three groupings' totals,
 * and an Entries sheet with every payment and refund they sum. Amounts are numbers in birr
 * shown with two decimals, so the sheet's own sums work; times are on the hospital's clock.
 */
import ExcelJS from 'exceljs';
import { formatDateTime } from '../../engine/format/dates';
import type { SalesEntry, SalesReport, SalesTotal } from '../../engine/wire/sales';

const MONEY_FORMAT = '#,##0.00';
const TOTAL_HEADERS = ['Name', 'Received', 'Refunded', 'Net', 'Payments', 'Refunds'];
const ENTRY_HEADERS = [
  'Kind',
  'Number',
  'Recorded',
  'Patient',
  'Cashier',
  'Cashier Point',
  'Method',
  'Received',
  'Refunded',
];

const birr = (money: string) => Number(money);

function addTotals(sheet: ExcelJS.Worksheet, title: string, totals: SalesTotal[]) {
  sheet.addRow([]);
  sheet.addRow([title]).font = { bold: true };
  sheet.addRow(TOTAL_HEADERS).font = { bold: true };
  for (const total of totals)
    sheet.addRow([
      total.label,
      birr(total.received),
      birr(total.refunded),
      birr(total.net),
      total.payments,
      total.refunds,
    ]);
}

function summarySheet(book: ExcelJS.Workbook, report: SalesReport, cashierName: string) {
  const sheet = book.addWorksheet('Summary');
  const zone = report.period.timeZone;
  sheet.addRow(['Cash-up']).font = { bold: true, size: 14 };
  sheet.addRow(['From', formatDateTime(report.period.from, zone)]);
  sheet.addRow(['To', formatDateTime(report.period.to, zone)]);
  sheet.addRow(['Time zone', zone]);
  sheet.addRow(['Cashier', cashierName]);
  addTotals(sheet, 'Total', [{ key: '', label: 'All', ...report.totals }]);
  addTotals(sheet, 'By cashier', report.byCashier);
  addTotals(sheet, 'By cashier point', report.byPoint);
  addTotals(sheet, 'By payment method', report.byMethod);
  for (const column of [2, 3, 4]) sheet.getColumn(column).numFmt = MONEY_FORMAT;
  sheet.getColumn(1).width = 28;
  for (const column of [2, 3, 4]) sheet.getColumn(column).width = 24;
}

function entriesSheet(book: ExcelJS.Workbook, entries: SalesEntry[], zone: string) {
  const sheet = book.addWorksheet('Entries');
  sheet.addRow(ENTRY_HEADERS).font = { bold: true };
  for (const entry of entries) {
    const refund = entry.kind === 'refund';
    sheet.addRow([
      refund ? 'Refund' : 'Payment',
      entry.number,
      formatDateTime(entry.at, zone),
      entry.patientName ?? (entry.patient === null ? '' : `#${entry.patient}`),
      entry.cashierName ?? '',
      entry.point ?? '',
      entry.methodName ?? '',
      refund ? null : birr(entry.amount),
      refund ? birr(entry.amount) : null,
    ]);
  }
  for (const column of [8, 9]) sheet.getColumn(column).numFmt = MONEY_FORMAT;
  for (const [column, width] of [
    [2, 18],
    [3, 26],
    [4, 28],
    [5, 24],
    [6, 14],
    [7, 16],
    [8, 14],
    [9, 14],
  ] as const)
    sheet.getColumn(column).width = width;
}

/** The workbook's bytes. `cashierName` says whose cash-up it is ("All cashiers" for everyone). */
export async function salesWorkbook(
  report: SalesReport,
  entries: SalesEntry[],
  cashierName: string,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Tena';
  summarySheet(book, report, cashierName);
  entriesSheet(book, entries, report.period.timeZone);
  return Buffer.from(await book.xlsx.writeBuffer());
}
