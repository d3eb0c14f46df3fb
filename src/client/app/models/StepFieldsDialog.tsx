import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useMemo } from 'react';
import type { EngineUser, FieldSchema, GroupSchema } from '../../../engine/types';
import { FormEngine } from '../../forms/FormEngine';
import type { FieldProblem } from './record-api';
import { stepFieldsSchema } from './step-question';

/** FormEngine compiles its form again for every new groups array: one shared empty list. */
const NO_GROUPS: GroupSchema[] = [];

/**
 * Asks the fields a workflow step writes with its move (a transition's `fields`: a schedule's
 * time and room) in a modal form of their own, each required, through the form engine (the
 * same widgets and checks as the record's form); the server checks them again. Focus is
 * trapped in the dialog and Escape or Back closes it without moving the record.
 */
export function StepFieldsDialog({
  title,
  names,
  fields,
  values,
  user,
  busy,
  problems,
  onCancel,
  onConfirm,
}: {
  title: string;
  /** The step's fields, in the order it lists them. */
  names: readonly string[];
  /** The model's fields, for each one's type, label and widget. */
  fields: Record<string, FieldSchema>;
  /** The record's current values of those fields (a rescheduled study shows its old time). */
  values: Record<string, unknown>;
  user: EngineUser;
  busy: boolean;
  /** The server's refusal of the last try, each under its field. */
  problems?: readonly FieldProblem[];
  onCancel(): void;
  onConfirm(values: Record<string, unknown>): void;
}) {
  const schema = useMemo(() => stepFieldsSchema(names, fields), [names, fields]);
  const formData = useMemo(
    () => Object.fromEntries(names.map((name) => [name, values[name] ?? ''])),
    [names, values],
  );
  return (
    <Dialog open onClose={onCancel} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel className="mx-auto my-8 w-full max-w-lg rounded-lg bg-white p-5 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <DialogTitle className="mb-3 text-base font-semibold">{title}</DialogTitle>
          <FormEngine
            groups={NO_GROUPS}
            schema={schema}
            formData={formData}
            groupType="no-group"
            user={user}
            subtitle=""
            submitText={title}
            loading={busy}
            problems={problems}
            onClose={onCancel}
            onSubmit={(submitted) =>
              onConfirm(Object.fromEntries(names.map((name) => [name, submitted[name]])))
            }
          />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
