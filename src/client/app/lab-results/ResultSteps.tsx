import { useState } from 'react';
import { availableTransitions } from '../../../engine/permissions/transitions';
import type { EngineUser, WorkflowSchema } from '../../../engine/types';
import { buttonClass, primaryButtonClass } from '../../forms/widgets/shared';
import { ReasonDialog } from '../models/ReasonDialog';
import { type StoredRecord, saveProblem, transitionRecord } from '../models/record-api';

const sameEmail = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();

/**
 * A saved result's workflow steps for this user, as the server allows them: Verify for a Lab
 * Manager who did not enter (or last amend) it, which says so to the one who did; Amend a
 * verified result, asking its reason.
 */
export function ResultSteps({
  testName,
  result,
  workflow,
  user,
  email,
  mayEdit,
  onMoved,
  onProblem,
}: {
  testName: string;
  result: StoredRecord;
  workflow: WorkflowSchema;
  user: EngineUser;
  email: string | undefined;
  mayEdit: boolean;
  onMoved(record: StoredRecord): void;
  onProblem(message: string): void;
}) {
  const [busy, setBusy] = useState(false);
  const [amending, setAmending] = useState(false);
  const steps = availableTransitions(workflow, result, user, mayEdit).map((step) => step.to);
  const mine = sameEmail(result.entered_by, email);
  const move = async (to: string, values?: Record<string, unknown>) => {
    setBusy(true);
    try {
      onMoved(await transitionRecord('labResult', result, to, values));
      setAmending(false);
    } catch (failure) {
      const problem = saveProblem(failure);
      if (problem.current) onMoved(problem.current);
      onProblem(problem.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {steps.includes('Verified') &&
        (mine ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            You {result.status === 'Amended' ? 'amended' : 'entered'} these values: another Lab
            Manager verifies them.
          </p>
        ) : (
          <button
            type="button"
            disabled={busy}
            onClick={() => void move('Verified')}
            className={primaryButtonClass}
          >
            {busy ? 'Verifying...' : `Verify ${testName}`}
          </button>
        ))}
      {steps.includes('Amended') && (
        <button
          type="button"
          disabled={busy}
          onClick={() => setAmending(true)}
          className={buttonClass}
        >
          Amend {testName}
        </button>
      )}
      {amending && (
        <ReasonDialog
          open
          title={`Amend ${testName}`}
          label="Amendment Reason"
          busy={busy}
          onCancel={() => setAmending(false)}
          onConfirm={(reason) => void move('Amended', { amendment_reason: reason })}
        />
      )}
    </>
  );
}
