import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { RecordTable } from '../../widgets/record-table/RecordTable';
import { RecordTableViewer } from '../../widgets/record-table/RecordTableViewer';
import type { Row } from '../../widgets/table/rows';
import { JsonEditor } from '../playground/JsonEditor';
import { jumpToOffset } from '../playground/jump-to-offset';
import { FilesPanel } from '../playground/records/FilesPanel';
import '../playground/records/priority-cell';
import { PageTitle } from '../layout/PageTitle';
import { checkRecordsText, type RecordsDoc, withRows } from '../playground/records/records-json';
import sample from '../playground/records/sample.json';
import { SchemaProblems } from '../playground/SchemaProblems';
import { useDebounced } from '../playground/use-debounced';

const SAMPLE_TEXT = JSON.stringify(sample, null, 2);
const CHECK_DELAY_MS = 300;
const cardClass =
  'rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900';

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(next: boolean): void;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-sky-600"
      />
      {label}
    </label>
  );
}

/**
 * `/playground/records`: an inline record table and the read-only viewer, both drawn from the
 * JSON on the left (columns and rows; a saved row is written back into it), and files on the
 * server with the image viewer and the document preview.
 */
export function RecordsPlaygroundPage() {
  const [text, setText] = useState(SAMPLE_TEXT);
  const [readOnly, setReadOnly] = useState(false);
  const [failSaves, setFailSaves] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const settled = useDebounced(text, CHECK_DELAY_MS);
  const check = useMemo(() => checkRecordsText(settled), [settled]);
  // The tables keep the last JSON that described a table, so a half-typed edit does not blank them.
  const [doc, setDoc] = useState<RecordsDoc | undefined>(() => checkRecordsText(SAMPLE_TEXT).doc);
  useEffect(() => {
    if (check.doc) setDoc(check.doc);
  }, [check.doc]);

  const save = (rows: Row[]) => {
    // Spec 5.5: a save that fails is only logged; this switch shows the table staying usable.
    if (failSaves) throw new Error('Saving is switched off in the playground');
    if (!doc) return;
    setText(withRows(text, rows, doc));
    setDoc({ ...doc, rows });
  };

  const jumpTo = (offset: number) => jumpToOffset(textarea.current, offset);

  const syntaxLine = check.problems.find((problem) => problem.source === 'syntax')?.line;
  return (
    <main className="flex min-h-screen flex-col gap-4 p-4">
      <header className="pr-36">
        <PageTitle parts={['Records playground']} />
        <h1 className="text-xl font-semibold">Records playground</h1>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          Inline record tables and the read-only viewer from JSON; files with their viewers.
        </p>
      </header>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[24rem_minmax(0,1fr)] 2xl:grid-cols-[28rem_minmax(0,1fr)]">
        <section aria-label="Table JSON" className="flex h-[36rem] min-h-0 flex-col gap-2">
          <JsonEditor
            label="Table JSON"
            value={text}
            onChange={setText}
            textareaRef={textarea}
            markedLine={syntaxLine}
          />
          <SchemaProblems problems={check.problems} onJump={jumpTo} />
        </section>
        <div className="flex min-w-0 flex-col gap-4">
          <section aria-labelledby="record-table-title" className={cardClass}>
            <div className="mb-3 flex flex-wrap items-center gap-x-5 gap-y-2">
              <h2 id="record-table-title" className="mr-auto text-base font-semibold">
                Record table
              </h2>
              <Toggle label="Read only" checked={readOnly} onChange={setReadOnly} />
              <Toggle label="Make saves fail" checked={failSaves} onChange={setFailSaves} />
            </div>
            {doc && (
              <RecordTable
                label="Prescription items"
                columns={doc.columns}
                rows={doc.rows}
                onChange={save}
                readOnly={readOnly}
              />
            )}
          </section>
          <section aria-labelledby="record-viewer-title" className={cardClass}>
            <h2 id="record-viewer-title" className="mb-3 text-base font-semibold">
              Read-only viewer
            </h2>
            {doc && (
              <RecordTableViewer
                label="Prescription items, read only"
                columns={doc.columns}
                rows={doc.rows}
              />
            )}
          </section>
        </div>
      </div>
      <FilesPanel />
    </main>
  );
}
