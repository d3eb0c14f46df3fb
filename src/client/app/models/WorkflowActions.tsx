import { useState } from 'react';
import { availableTransitions, currentState } from '../../../engine/permissions/transitions';
import type { EngineUser, WorkflowSchema } from '../../../engine/types';
import { buttonClass } from '../../forms/widgets/shared';
import { type StoredRecord, saveProblem, transitionRecord } from './record-api';

/**
 * A record's status and the workflow steps this user may take from it (the same rule the
 * server applies): "Collect sample", "Complete"... A plain edit cannot change the status.
 */
export function WorkflowActions({
  model,
  workflow,
  record,
  user,
  mayEdit,
  onMoved,
  onProblem,
}: {
  model: string;
  workflow: WorkflowSchema;
  record: StoredRecord;
  user: EngineUser;
  mayEdit: boolean;
  onMoved(record: StoredRecord): void;
  onProblem(message: string): void;
}) {
  const [busy, setBusy] = useState<string>();
  const steps = availableTransitions(workflow, record, user, mayEdit);
  const move = async (to: string) => {
    setBusy(to);
    try {
      onMoved(await transitionRecord(model, record, to));
    } catch (failure) {
      const problem = saveProblem(failure);
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
      </p>
      {steps.map((step) => (
        <button
          key={step.to}
          type="button"
          disabled={busy !== undefined}
          onClick={() => move(step.to)}
          className={buttonClass}
        >
          {busy === step.to ? 'Saving...' : (step.action ?? `Move to ${step.to}`)}
        </button>
      ))}
    </section>
  );
}
