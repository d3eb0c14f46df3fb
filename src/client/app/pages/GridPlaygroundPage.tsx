import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { GridRow } from '../../grid/core/types';
import { DataGrid } from '../../grid/DataGrid';
import { ModelList } from '../../grid/server-list/ModelList';
import { useSession } from '../guards/use-session';
import { PageTitle } from '../layout/PageTitle';
import { GridControls } from '../playground/grid/GridControls';
import { useGridConfig } from '../playground/grid/use-grid-config';
import { JsonEditor } from '../playground/JsonEditor';

/** Saved rows printed below the grid; a large sample prints its first ones only. */
const SHOWN_SAVED_ROWS = 50;

function SavedRows({ rows }: { rows: readonly GridRow[] }) {
  const shown = rows.slice(0, SHOWN_SAVED_ROWS);
  return (
    <section aria-label="Saved rows" className="flex min-h-0 flex-col gap-1">
      <h2 className="text-sm font-semibold">
        Saved rows <span className="font-normal text-slate-500">({rows.length})</span>
      </h2>
      <pre className="max-h-64 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-2 font-mono text-xs dark:border-slate-800 dark:bg-slate-950">
        {shown.map((row) => JSON.stringify(row)).join('\n')}
        {rows.length > shown.length ? `\n… ${rows.length - shown.length} more` : ''}
      </pre>
    </section>
  );
}

function ModelListPlayground({ model }: { model: string }) {
  const { signedIn, restoring } = useSession();
  return (
    <main className="flex min-h-screen flex-col gap-4 p-4">
      <header className="flex flex-wrap items-end gap-4 pr-36">
        <div>
          <PageTitle parts={[`Grid playground: ${model} list`]} />
          <h1 className="text-xl font-semibold">Grid playground: {model} list</h1>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            Served by <code>GET /api/models/{model}</code>; page, sort and search stay in the
            address.
          </p>
        </div>
        <Link
          to="/playground/grid"
          className="pb-1 text-sm text-sky-700 underline dark:text-sky-300"
        >
          Back to the editable grid
        </Link>
      </header>
      {!signedIn && !restoring && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200">
          Sign in first: the list is fetched with your session's access token.
        </p>
      )}
      <ModelList model={model} />
    </main>
  );
}

/**
 * `/playground/grid`: paste column definitions and rows, pick the editor style and flags, and
 * use the grid live; `?model=patient` shows that model's server-backed list instead.
 */
export function GridPlaygroundPage() {
  const [search] = useSearchParams();
  const model = search.get('model');
  const config = useGridConfig();
  const columnsArea = useRef<HTMLTextAreaElement>(null);
  const rowsArea = useRef<HTMLTextAreaElement>(null);
  const [saved, setSaved] = useState<readonly GridRow[]>([]);
  useEffect(() => setSaved(config.rows ?? []), [config.rows]);

  if (model) return <ModelListPlayground model={model} />;
  return (
    <main className="flex min-h-screen flex-col gap-3 p-4">
      <header className="flex flex-wrap items-end gap-4 pr-36">
        <div>
          <PageTitle parts={['Grid playground']} />
          <h1 className="text-xl font-semibold">Grid playground</h1>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            Column definitions and rows as JSON, shown in the editable data grid.
          </p>
        </div>
        <GridControls config={config} />
        <Link
          to="/playground/grid?model=patient"
          className="pb-1.5 text-sm text-sky-700 underline dark:text-sky-300"
        >
          Patient list (server)
        </Link>
      </header>
      <div className="grid min-h-0 flex-1 grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <section aria-label="Definitions" className="flex min-h-[70vh] flex-col gap-2">
          <div className="flex min-h-0 flex-[3] flex-col">
            <JsonEditor
              label="Columns JSON"
              value={config.columnsSource}
              onChange={config.setColumnsSource}
              textareaRef={columnsArea}
            />
          </div>
          <div className="flex min-h-0 flex-[2] flex-col">
            <JsonEditor
              label="Rows JSON"
              value={config.rowsSource}
              onChange={config.setRowsSource}
              textareaRef={rowsArea}
            />
          </div>
          {config.problems.length > 0 ? (
            <ul aria-label="Problems" className="space-y-1 text-sm text-red-700 dark:text-red-400">
              {config.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : (
            <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
              Columns and rows are valid.
            </p>
          )}
        </section>
        <section aria-label="Grid" className="flex min-w-0 flex-col gap-4">
          {config.columns && config.rows && (
            <DataGrid
              label="Playground grid"
              columns={config.columns}
              rows={config.rows}
              editorStyle={config.editorStyle}
              {...config.flags}
              onRowsChange={setSaved}
            />
          )}
          <SavedRows rows={saved} />
        </section>
      </div>
    </main>
  );
}
