import type { SchemaProblem } from './check-schema';

interface Props {
  problems: SchemaProblem[];
  /** Puts the caret at a syntax error. */
  onJump(offset: number): void;
}

function where(problem: SchemaProblem): string {
  if (problem.source === 'syntax') {
    return problem.line === undefined ? 'JSON' : `Line ${problem.line}, column ${problem.column}`;
  }
  return problem.pointer || '/';
}

/** Syntax errors with their line and column; schema errors with their JSON pointer. */
export function SchemaProblems({ problems, onJump }: Props) {
  if (problems.length === 0) {
    return (
      <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
        The schema is valid.
      </p>
    );
  }
  return (
    <section aria-label="Schema problems" className="max-h-48 overflow-auto">
      <h2 className="mb-1 text-sm font-semibold text-red-700 dark:text-red-400">
        {problems.length === 1 ? '1 problem' : `${problems.length} problems`}
      </h2>
      <ul className="space-y-1 text-sm">
        {problems.map((problem) => (
          <li key={`${where(problem)} ${problem.message}`} className="flex gap-2">
            {problem.offset === undefined ? (
              <code className="shrink-0 rounded bg-slate-100 px-1 text-red-700 dark:bg-slate-800 dark:text-red-300">
                {where(problem)}
              </code>
            ) : (
              <button
                type="button"
                onClick={() => onJump(problem.offset ?? 0)}
                className="shrink-0 rounded bg-slate-100 px-1 font-mono text-red-700 underline dark:bg-slate-800 dark:text-red-300"
              >
                {where(problem)}
              </button>
            )}
            <span>{problem.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
