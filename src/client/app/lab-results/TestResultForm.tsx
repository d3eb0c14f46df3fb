import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatDateTime } from '../../../engine/format/dates';
import type { EngineUser, WorkflowSchema } from '../../../engine/types';
import { primaryButtonClass } from '../../forms/widgets/shared';
import {
  createRecord,
  type FieldProblem,
  type StoredRecord,
  saveProblem,
  updateRecord,
} from '../models/record-api';
import { entryRows, problemsByCode, sampleDay, sampleFor, storedValues } from './entry-rows';
import { ResultSteps } from './ResultSteps';
import { ValuesTable } from './ValuesTable';

export interface TestFormProps {
  test: StoredRecord;
  request: StoredRecord;
  patient: StoredRecord | undefined;
  samples: readonly StoredRecord[];
  result: StoredRecord | undefined;
  user: EngineUser;
  email: string | undefined;
  rights: { add: boolean; edit: boolean };
  workflow: WorkflowSchema | undefined;
  onSaved(record: StoredRecord): void;
}

function statusLine(result: StoredRecord | undefined): string {
  if (!result) return 'No result entered yet.';
  const when = (at: unknown) => (typeof at === 'string' ? formatDateTime(at) : '');
  const entered = `Entered by ${result.entered_by ?? 'the laboratory'}, ${when(result.entered_at)}`;
  if (result.status === 'Verified')
    return `Verified by ${result.verified_by}, ${when(result.verified_at)}. ${entered}.`;
  if (result.status === 'Amended') return `Amended, not yet verified. ${entered}.`;
  return `Entered, not yet verified. ${entered}.`;
}

/**
 * One ordered test's result: its parameters with an input each while it may be edited (not
 * Verified, and the user may add or edit results), the flag worked out as each value is typed,
 * Save (POST a new result, PUT an existing one) with the server's problems under their inputs,
 * and the result's workflow steps.
 */
export function TestResultForm(props: TestFormProps) {
  const { test, request, patient, samples, result, rights } = props;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A step taken replaces its button (Verify becomes Amend; an amendment closes its dialog on a
  // button that is gone): focus that fell to the page comes back to this test, not the top.
  const version = result?.version;
  const seen = useRef(version);
  useEffect(() => {
    // Only after a change made here: the page opening leaves focus where it is.
    if (version === seen.current) return;
    seen.current = version;
    const frame = requestAnimationFrame(() => {
      const at = document.activeElement;
      if (!at || at === document.body) headingRef.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [version]);
  const [typed, setTyped] = useState(() => storedValues(result));
  const [comments, setComments] = useState(() => String(result?.comments ?? ''));
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string>();
  const [problems, setProblems] = useState<{ byCode: Record<string, string>; other: string[] }>({
    byCode: {},
    other: [],
  });
  const sample = sampleFor(test, samples, result);
  const day = sampleDay(sample, new Date());
  const rows = useMemo(() => entryRows(test, patient, day, typed), [test, patient, day, typed]);
  const verified = result?.status === 'Verified';
  const editable = !verified && (result ? rights.edit : rights.add);
  const code = String(test.code ?? '');
  const title = `${code} ${String(test.name ?? '')}`;

  const save = async () => {
    const parameters = rows.map((row) => ({
      parameter: row.parameter.code,
      value: row.typed.trim(),
    }));
    const body = {
      lab_request: request.id,
      test: test.id,
      parameters,
      comments: comments.trim() || null,
    };
    setBusy(true);
    setNote(undefined);
    try {
      const saved = result
        ? await updateRecord('labResult', result.id, result.version, body)
        : await createRecord('labResult', body);
      setProblems({ byCode: {}, other: [] });
      setTyped(storedValues(saved));
      setNote(`${code} saved.`);
      props.onSaved(saved);
    } catch (failure) {
      const problem = saveProblem(failure);
      if (problem.current) props.onSaved(problem.current);
      const found = problemsByCode(
        problem.fields as FieldProblem[],
        parameters.map((p) => p.parameter),
      );
      setProblems({
        byCode: found.byCode,
        other: found.other.length ? found.other : [problem.message],
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {statusLine(result)}{' '}
        {sample
          ? `Sample ${sample.sample_number}, collected ${formatDateTime(String(sample.collected_at))}.`
          : 'No sample of this test\u2019s type is collected yet.'}
      </p>
      {problems.other.length > 0 && (
        <div
          role="alert"
          className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {problems.other.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <ValuesTable
        caption={`${title}: values`}
        rows={rows}
        editable={editable}
        serverProblems={problems.byCode}
        onChange={(code, value) => setTyped((now) => ({ ...now, [code]: value }))}
      />
      {editable ? (
        <div className="space-y-1">
          <label htmlFor={`${headingId}-comments`} className="block text-sm font-medium">
            Comments on {code}
          </label>
          <textarea
            id={`${headingId}-comments`}
            rows={2}
            value={comments}
            onChange={(event) => setComments(event.target.value)}
            className="w-full rounded-[5px] border-[1.5px] border-slate-500 p-2 text-sm focus:outline-none focus:ring-2 focus:ring-sky-600 dark:border-slate-600 dark:bg-slate-950"
          />
        </div>
      ) : (
        typeof result?.comments === 'string' &&
        result.comments && <p className="text-sm">Comments: {result.comments}</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {editable && (
          <button
            type="button"
            // Not `disabled`: a disabled button drops its focus to the page, and a keyboard
            // user saving would start again from the top.
            aria-disabled={busy}
            onClick={() => {
              if (!busy) void save();
            }}
            className={primaryButtonClass}
          >
            {busy ? 'Saving...' : `Save ${code}`}
          </button>
        )}
        {result && props.workflow && (
          <ResultSteps
            testName={code}
            result={result}
            workflow={props.workflow}
            user={props.user}
            email={props.email}
            mayEdit={rights.edit}
            onMoved={(moved) => {
              setNote(`${code} is ${String(moved.status)}.`);
              props.onSaved(moved);
            }}
            onProblem={(message) => setProblems({ byCode: {}, other: [message] })}
          />
        )}
        <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
          {note}
        </p>
      </div>
    </section>
  );
}
