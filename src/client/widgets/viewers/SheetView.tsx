import { useEffect, useState } from 'react';
import readXlsxFile, { type Sheet } from 'read-excel-file/browser';
import { columnLetter, sheetCellText } from './sheet-cells';
import { Loading } from './viewer-parts';

/** Long sheets are cut here: a preview, not a spreadsheet program. */
const MAX_ROWS = 500;

/** A spreadsheet (.xlsx) read in the browser: its first sheet as a table, lettered columns. */
export default function SheetView({ blob }: { blob: Blob }) {
  const [sheet, setSheet] = useState<Sheet>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    setSheet(undefined);
    readXlsxFile(blob).then(
      (sheets) => !cancelled && setSheet(sheets[0] ?? { sheet: 'Sheet1', data: [] }),
      (error: unknown) => {
        console.error('The spreadsheet could not be read', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [blob]);
  if (failed) throw new Error('The spreadsheet could not be read');
  if (!sheet) return <Loading what="spreadsheet" />;
  const rows = sheet.data.slice(0, MAX_ROWS);
  const width = Math.max(1, ...rows.map((row) => row.length));
  return (
    <div className="overflow-auto rounded-md border border-slate-300 dark:border-slate-700">
      <table aria-label={`Sheet ${sheet.sheet}`} className="min-w-full border-collapse text-sm">
        <caption className="bg-slate-100 px-3 py-2 text-left font-medium dark:bg-slate-800">
          {sheet.sheet}
        </caption>
        <thead className="bg-slate-50 text-xs text-slate-500 dark:bg-slate-900 dark:text-slate-400">
          <tr>
            <td className="w-10 border border-slate-200 dark:border-slate-700" />
            {Array.from({ length: width }, (_, column) => (
              <th
                key={columnLetter(column)}
                scope="col"
                className="border border-slate-200 px-2 py-1 font-medium dark:border-slate-700"
              >
                {columnLetter(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a sheet row's number is its identity.
            <tr key={index}>
              <th
                scope="row"
                className="border border-slate-200 bg-slate-50 px-2 py-1 text-right text-xs font-medium text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400"
              >
                {index + 1}
              </th>
              {Array.from({ length: width }, (_, column) => (
                <td
                  key={columnLetter(column)}
                  className={`border border-slate-200 px-2 py-1 whitespace-nowrap dark:border-slate-700 ${
                    typeof row[column] === 'number' ? 'text-right tabular-nums' : ''
                  }`}
                >
                  {sheetCellText(row[column])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {sheet.data.length > MAX_ROWS && (
        <p className="px-3 py-2 text-xs text-slate-500 dark:text-slate-400">
          Showing the first {MAX_ROWS} of {sheet.data.length} rows. Download the file to see all.
        </p>
      )}
    </div>
  );
}
