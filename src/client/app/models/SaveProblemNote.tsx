import type { ModelSchema } from '../../../engine/types';
import type { SaveProblem } from './record-api';
import { problemLines } from './save-problem-lines';

/** Why a save was refused: the server's message and each field's problem, by label. */
export function SaveProblemNote({
  problem,
  schema,
  onShowCurrent,
}: {
  problem: SaveProblem;
  schema: ModelSchema;
  /** For a stale version: load the record as it now is. */
  onShowCurrent?(): void;
}) {
  const lines = problemLines(problem, schema);
  return (
    <div
      role="alert"
      className="mx-auto mb-4 max-w-6xl rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <p className="font-medium">{problem.message}</p>
      {lines.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {problem.current && onShowCurrent && (
        <button type="button" onClick={onShowCurrent} className="mt-2 underline">
          Show the record as it is now (your changes here are replaced)
        </button>
      )}
    </div>
  );
}
