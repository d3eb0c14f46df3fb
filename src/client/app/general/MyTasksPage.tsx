import { useMemo, useState } from 'react';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { http } from '../../api/session';
import { useAlert } from '../../components/use-alert';
import type { GridRow } from '../../grid/core/types';
import { ModelList } from '../../grid/server-list/ModelList';
import { useSession } from '../guards/use-session';
import { PageTitle } from '../layout/PageTitle';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';
import { pageRefusal } from '../meta/refusal';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { ModelCreateForm } from './ModelCreateForm';

export const TASK_MODEL = 'myTasks';

/** Assignees are matched by sign-in email, which the server stores lower-cased. */
const lower = (values: Record<string, unknown>) => ({
  ...values,
  assigned_to: String(values.assigned_to ?? '')
    .trim()
    .toLowerCase(),
});

/**
 * My Tasks (spec 2.1): the `myTasks` records assigned to the signed-in person (schemas/
 * myTasks.json), each open one with a Mark done button, and a form for a new task.
 */
export function MyTasksPage() {
  const meta = useMeta();
  const { user } = useSession();
  const email = (user?.email ?? '').toLowerCase();
  const [adding, setAdding] = useState(false);
  const [round, setRound] = useState(0);
  const problem = useAlert('error');
  const mine = useMemo(() => ({ assigned_to: email }), [email]);
  if (!mayDo(meta, TASK_MODEL, 'view') || !meta.models[TASK_MODEL])
    return <NotAllowedPage refusal={pageRefusal(meta, TASK_MODEL)} />;

  const finish = (task: GridRow) =>
    http
      .put(`/api/models/${TASK_MODEL}/${task.id}`, { status: 'Done', version: task.version })
      .then(() => setRound((n) => n + 1))
      .catch((failure: ApiFailure) => problem.show(failureMessage(failure)));

  const markDone = (row: GridRow, tabbable: boolean) =>
    row.status === 'Done' ? null : (
      <button
        type="button"
        tabIndex={tabbable ? 0 : -1}
        onClick={() => finish(row)}
        className="rounded border border-emerald-500 px-2 py-0.5 text-xs text-emerald-700 hover:bg-emerald-50 dark:text-emerald-300 dark:hover:bg-emerald-950"
      >
        Mark done
      </button>
    );

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle parts={['My Tasks']} />
        <h1 className="text-2xl font-semibold">My Tasks</h1>
        {mayDo(meta, TASK_MODEL, 'add') && (
          <button
            type="button"
            onClick={() => setAdding(!adding)}
            className="rounded-md bg-sky-700 px-4 py-2 text-sm font-medium text-white hover:bg-sky-800"
          >
            {adding ? 'Close the new task' : 'New Task'}
          </button>
        )}
      </div>
      {adding && (
        <ModelCreateForm
          model={TASK_MODEL}
          title="New Task"
          submitText="Create Task"
          successText="The task was created."
          initial={{ assigned_to: email, priority: 'Normal', status: 'Open' }}
          prepare={lower}
          onCreated={() => setRound((n) => n + 1)}
        />
      )}
      <ModelList
        key={round}
        model={TASK_MODEL}
        fixedFilters={mine}
        renderActions={mayDo(meta, TASK_MODEL, 'edit') ? markDone : undefined}
      />
      {problem.alert}
    </div>
  );
}
