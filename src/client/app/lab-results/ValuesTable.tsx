import { useId } from 'react';
import type { EntryRow } from './entry-rows';
import { FlagText } from './FlagText';
import { ValueInput } from './ValueInput';

/**
 * A test's parameters as a table: name, value (an input while editable), unit, the reference
 * range for this patient and the flag, worked out as the value is typed. A row's problem (the
 * engine's as typed, else the server's after a refused save) shows under its input.
 */
export function ValuesTable({
  caption,
  rows,
  editable,
  serverProblems,
  onChange,
}: {
  caption: string;
  rows: readonly EntryRow[];
  editable: boolean;
  serverProblems: Record<string, string>;
  onChange(code: string, value: string): void;
}) {
  const base = useId();
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300 dark:border-slate-700">
          <th scope="col" className="py-2 pr-3 font-medium">
            Parameter
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            Result
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            Unit
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            Reference range
          </th>
          <th scope="col" className="py-2 font-medium">
            Flag
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const id = `${base}-${index}`;
          const problem =
            (row.typed.trim() ? row.problem : undefined) ?? serverProblems[row.parameter.code];
          return (
            <tr
              key={row.parameter.code}
              className="border-b border-slate-200 align-top dark:border-slate-800"
            >
              <th scope="row" className="py-2 pr-3 font-normal">
                {editable ? <label htmlFor={id}>{row.parameter.name}</label> : row.parameter.name}
              </th>
              <td className="py-2 pr-3">
                {editable ? (
                  <ValueInput
                    row={row}
                    id={id}
                    describedBy={`${id}-flag ${id}-problem`}
                    invalid={Boolean(problem)}
                    onChange={(value) => onChange(row.parameter.code, value)}
                  />
                ) : (
                  <span className="tabular-nums">{row.typed || '-'}</span>
                )}
                <p id={`${id}-problem`} className="mt-1 text-sm text-red-700 dark:text-red-400">
                  {problem}
                </p>
              </td>
              <td className="py-2 pr-3">{row.unit}</td>
              <td className="py-2 pr-3 tabular-nums">{row.reference_range || '-'}</td>
              <td className="py-2">
                <FlagText flag={row.flag} id={`${id}-flag`} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
