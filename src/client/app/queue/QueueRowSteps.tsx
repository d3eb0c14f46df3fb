import { useState } from 'react';
import { availableTransitions, type Transition } from '../../../engine/permissions/transitions';
import { labelOf } from '../../../engine/validation/messages';
import type { QueueRow } from '../../../engine/wire/visit-queue';
import { buttonClass } from '../../forms/widgets/shared';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';
import { useEngineUser } from '../models/engine-user';
import { ReasonDialog } from '../models/ReasonDialog';
import { saveProblem, transitionRecord } from '../models/record-api';

/**
 * A queued visit's workflow steps this user may take (the same rule the server applies):
 * Triage, Start consultation, Complete, Refer (asking its reason), Left without being seen.
 */
export function QueueRowSteps({
  row,
  onMoved,
  onProblem,
}: {
  row: QueueRow;
  onMoved(): void;
  onProblem(message: string): void;
}) {
  const meta = useMeta();
  const user = useEngineUser(meta);
  const [busy, setBusy] = useState<string>();
  const [asking, setAsking] = useState<Transition>();
  const schema = meta.models.visit;
  const workflow = schema?.workflow;
  if (!workflow || !mayDo(meta, 'visit', 'detail')) return null;
  const record = { id: row.visit, version: row.version, status: row.status };
  const steps = availableTransitions(workflow, record, user, mayDo(meta, 'visit', 'edit'));
  const move = async (to: string, values?: Record<string, unknown>) => {
    setBusy(to);
    try {
      await transitionRecord('visit', record, to, values);
      setAsking(undefined);
      onMoved();
    } catch (failure) {
      onProblem(saveProblem(failure).message);
      onMoved();
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <>
      {steps.map((step) => (
        <button
          key={step.to}
          type="button"
          disabled={busy !== undefined}
          onClick={() => (step.reason ? setAsking(step) : void move(step.to))}
          className={buttonClass}
          aria-label={`${step.action ?? step.to}: number ${row.number}`}
        >
          {busy === step.to ? 'Saving...' : (step.action ?? `Move to ${step.to}`)}
        </button>
      ))}
      {asking?.reason && (
        <ReasonDialog
          open
          title={`${asking.action ?? `Move to ${asking.to}`}: number ${row.number}`}
          label={labelOf(asking.reason, schema.fields[asking.reason] ?? { type: 'text' })}
          busy={busy !== undefined}
          onCancel={() => setAsking(undefined)}
          onConfirm={(reason) => void move(asking.to, { [asking.reason as string]: reason })}
        />
      )}
    </>
  );
}
