import { type FormEvent, useId, useState } from 'react';
import type { RoleRecord } from '../../../engine/wire/users';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { PickList } from '../../components/PickList';
import { inputClass as fieldClass } from '../../forms/field-style';
import { Outcome } from './AuthCard';
import { accountApi } from './account-api';
import { primaryButton, secondaryButton } from './RowButtons';

// The form engine's field style, with its visible focus ring.
const inputClass = `${fieldClass} mt-1`;

/**
 * Adds a role (no `role`) or edits one: its description and its permissions, chosen with the
 * pick-list from every permission the server knows. A role's name cannot change (users hold it).
 */
export function RoleEditor({
  role,
  catalogue,
  onCancel,
  onSaved,
}: {
  role?: RoleRecord;
  catalogue: readonly string[];
  onCancel(): void;
  onSaved(role: RoleRecord, isNew: boolean): void;
}) {
  const ids = { name: useId(), nameError: useId(), description: useId() };
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [permissions, setPermissions] = useState<string[]>(role?.permissions ?? []);
  const [nameError, setNameError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError('Name is required');
      document.getElementById(ids.name)?.focus();
      return;
    }
    setNameError(undefined);
    setError(undefined);
    setBusy(true);
    const next = { name: trimmed, description: description.trim(), permissions };
    try {
      if (role) await accountApi.updateRole(next);
      else await accountApi.addRole(next);
      onSaved(next, !role);
    } catch (failure) {
      setError(failureMessage(failure as ApiFailure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-4" aria-label="Role">
      <h2 className="text-xl font-semibold">{role ? `Edit role ${role.name}` : 'Add role'}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor={ids.name} className="text-sm font-medium">
            Name{' '}
            <span aria-hidden="true" className="text-red-500">
              *
            </span>
          </label>
          <input
            id={ids.name}
            value={name}
            disabled={Boolean(role)}
            required
            maxLength={100}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? ids.nameError : undefined}
            onChange={(event) => setName(event.target.value)}
            className={inputClass}
          />
          {nameError && (
            <p id={ids.nameError} className="mt-1 text-sm text-red-600 dark:text-red-400">
              {nameError}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={ids.description} className="text-sm font-medium">
            Description
          </label>
          <input
            id={ids.description}
            value={description}
            maxLength={500}
            onChange={(event) => setDescription(event.target.value)}
            className={inputClass}
          />
        </div>
      </div>
      <PickList
        label="Permissions"
        available={catalogue as string[]}
        selected={permissions}
        onChange={setPermissions}
      />
      {error && <Outcome ok={false} message={error} />}
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancel
        </button>
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? 'Saving...' : 'Save'}
        </button>
      </div>
    </form>
  );
}
