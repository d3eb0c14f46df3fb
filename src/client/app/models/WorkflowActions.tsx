import { lazy, Suspense, useMemo, useState } from 'react';
import { lockedState } from '../../../engine/permissions/record-lock';
import {
  availableTransitions,
  currentState,
  type Transition,
} from '../../../engine/permissions/transitions';
import type { EngineUser, FieldSchema, WorkflowSchema } from '../../../engine/types';
import { labelOf } from '../../../engine/validation/messages';
import { buttonClass } from '../../forms/widgets/shared';
import { ReasonDialog } from './ReasonDialog';
import { type FieldProblem, type StoredRecord, saveProblem, transitionRecord } from './record-api';
import { stepQuestion } from './step-question';

// The fields dialog is a form (the form engine, mathjs): loaded when a step asks for it.
const StepFieldsDialog = lazy(async () => ({
  default: (await import('./StepFieldsDialog')).StepFieldsDialog,
}));

/**
 * A record's status and the workflow steps this user may take from it (the same rule the
 * server applies): "Collect sample", "Complete"... A plain edit cannot change the status. A
 * step that needs a reason (a cancellation) asks for it first, one that writes fields (a
 * schedule's time and room, or a reason picked from a list) asks for those (step-question.ts);
 * a locked record says so.
 */
export function WorkflowActions({
  model,
  workflow,
  fields,
  record,
  user,
  mayEdit,
  onMoved,
  onProblem,
}: {
  model: string;
  workflow: WorkflowSchema;
  /** The model's fields, for the label of a step's reason and the widgets of its fields. */
  fields: Record<string, FieldSchema>;
  record: StoredRecord;
  user: EngineUser;
  mayEdit: boolean;
  onMoved(record: StoredRecord): void;
  onProblem(message: string): void;
}) {
  const [busy, setBusy] = useState<string>();
  const [asking, setAsking] = useState<Transition>();
  const [stepProblems, setStepProblems] = useState<FieldProblem[]>();
  const steps = availableTransitions(workflow, record, user, mayEdit);
  const locked = lockedState(workflow, record);
  // One question per step asked: a new list of names would make the dialog's form anew.
  const question = useMemo(() => asking && stepQuestion(asking, fields), [asking, fields]);
  const move = async (to: string, values?: Record<string, unknown>) => {
    setBusy(to);
    try {
      onMoved(await transitionRecord(model, record, to, values));
      setAsking(undefined);
      setStepProblems(undefined);
    } catch (failure) {
      const problem = saveProblem(failure);
      setStepProblems(problem.fields);
      // A stale version: show the record as it is now, so the steps offered are its own.
      if (problem.current) onMoved(problem.current);
      onProblem(problem.message);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <section
      aria-label="Status"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="text-sm">
        Status: <strong className="font-semibold">{currentState(workflow, record)}</strong>
        {locked && (
          <span className="ml-2 text-slate-600 dark:text-slate-300">
            (locked: it changes only through its steps)
          </span>
        )}
      </p>
      {steps.map((step) => (
        <button
          key={step.to}
          type="button"
          disabled={busy !== undefined}
          onClick={() =>
            stepQuestion(step, fields).kind === 'none' ? move(step.to) : setAsking(step)
          }
          className={buttonClass}
        >
          {busy === step.to ? 'Saving...' : (step.action ?? `Move to ${step.to}`)}
        </button>
      ))}
      {question?.kind === 'reason' && asking && (
        <ReasonDialog
          open
          title={asking.action ?? `Move to ${asking.to}`}
          label={labelOf(question.name, fields[question.name] ?? { type: 'text' })}
          busy={busy !== undefined}
          onCancel={() => setAsking(undefined)}
          onConfirm={(reason) => move(asking.to, { [question.name]: reason })}
        />
      )}
      {question?.kind === 'fields' && asking && (
        <Suspense fallback={null}>
          <StepFieldsDialog
            title={asking.action ?? `Move to ${asking.to}`}
            names={question.names}
            fields={fields}
            values={record}
            user={user}
            busy={busy !== undefined}
            problems={stepProblems}
            onCancel={() => {
              setAsking(undefined);
              setStepProblems(undefined);
            }}
            onConfirm={(values) => move(asking.to, values)}
          />
        </Suspense>
      )}
    </section>
  );
}
