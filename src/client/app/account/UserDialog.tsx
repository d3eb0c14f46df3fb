import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useMemo, useState } from 'react';
import type { GroupSchema } from '../../../engine/types';
import type { UserRecord } from '../../../engine/wire/users';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { FormEngine } from '../../forms/FormEngine';
import { Outcome } from './AuthCard';
import { accountApi } from './account-api';
import { changedOnly, fullName, userBody, userFields, userFormData } from './user-form';

/** FormEngine compiles its form again for every new groups array: one shared empty list. */
const NO_GROUPS: GroupSchema[] = [];

/**
 * Adds a user (no `user`) or edits one, through the form engine; the server's refusal (an
 * email in use, an unknown role) is shown in the dialog and the form stays filled in.
 */
export function UserDialog({
  user,
  roles,
  onClose,
  onSaved,
}: {
  user?: UserRecord;
  roles: readonly string[];
  onClose(): void;
  onSaved(user: UserRecord, isNew: boolean): void;
}) {
  const isNew = !user;
  const schema = useMemo(() => userFields(roles, isNew), [roles, isNew]);
  const formData = useMemo(() => userFormData(user), [user]);
  const [error, setError] = useState<string>();
  const title = user ? `Edit user ${fullName(user)}` : 'Add user';
  return (
    <Dialog open onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <DialogPanel className="mx-auto my-8 w-full max-w-2xl rounded-lg bg-white p-5 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <DialogTitle className="mb-3 text-lg font-semibold">{title}</DialogTitle>
          {error && <Outcome ok={false} message={error} />}
          <FormEngine
            groups={NO_GROUPS}
            schema={schema}
            formData={formData}
            groupType="no-group"
            subtitle={
              isNew
                ? 'The new user gets an email to confirm the address before the first sign-in.'
                : 'Change what is needed and save.'
            }
            submitType={isNew ? 'create' : 'update'}
            onClose={onClose}
            onSubmit={async (values) => {
              setError(undefined);
              try {
                const body = userBody(values, isNew);
                const saved = user
                  ? await accountApi.updateUser(user.id, changedOnly(body, user))
                  : await accountApi.addUser(body);
                onSaved(saved, isNew);
              } catch (failure) {
                setError(failureMessage(failure as ApiFailure));
              }
            }}
          />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
