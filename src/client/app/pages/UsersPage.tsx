import { useCallback, useId, useMemo, useState } from 'react';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useAlert } from '../../components/use-alert';
import { type GridRow, resolveColumns } from '../../grid';
import { Pager } from '../../grid/server-list/Pager';
import { GridView } from '../../grid/view/GridView';
import { HEADER_HEIGHT, ROW_HEIGHT } from '../../grid/virtual/rows-in-view';
import { Outcome } from '../account/AuthCard';
import { accountApi, type UserRecord } from '../account/account-api';
import { NoAccess } from '../account/NoAccess';
import { controlClass, controlLabel, primaryButton, RowButtons } from '../account/RowButtons';
import { SearchBox } from '../account/SearchBox';
import { UserDialog } from '../account/UserDialog';
import { useLoaded } from '../account/use-loaded';
import { fullName } from '../account/user-form';
import { USER_COLUMNS } from '../account/users-columns';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';

const PAGE_SIZE = 25;
const DELETE_QUESTION = 'Do you want to delete this record?';

/** Users administration (spec 2.1, 6.1): what may be done follows the users rights. */
export function UsersPage() {
  const meta = useMeta();
  if (!mayDo(meta, 'users', 'view')) return <NoAccess title="Users" what="users" />;
  return <UsersPageContent />;
}

function UsersPageContent() {
  const meta = useMeta();
  const may = {
    add: mayDo(meta, 'users', 'add'),
    edit: mayDo(meta, 'users', 'edit'),
    delete: mayDo(meta, 'users', 'delete'),
    roles: mayDo(meta, 'roles', 'view'),
  };
  const [query, setQuery] = useState({ page: 1, q: '', role: '' });
  const list = useLoaded(JSON.stringify(query), (signal) =>
    accountApi.users({ ...query, pageSize: PAGE_SIZE }, signal),
  );
  const roles = useLoaded(`roles:${may.roles}`, (signal) =>
    may.roles ? accountApi.roles(signal) : Promise.resolve([]),
  );
  const roleNames = useMemo(() => (roles.value ?? []).map((role) => role.name), [roles.value]);
  const [editing, setEditing] = useState<{ user?: UserRecord }>();
  const [deleting, setDeleting] = useState<UserRecord>();
  const done = useAlert('success');
  const failed = useAlert('error');
  const roleFilterId = useId();

  const columns = useMemo(
    () =>
      resolveColumns(USER_COLUMNS, { editable: may.edit, deletable: may.delete }).map((c) =>
        c.type === 'actions' ? { ...c, width: 140 } : c,
      ),
    [may.edit, may.delete],
  );
  const search = useCallback((q: string) => setQuery((p) => ({ ...p, q, page: 1 })), []);
  // Someone without the roles list can still keep a user's own role when editing.
  const formRoles = useMemo(
    () =>
      editing?.user && !roleNames.includes(editing.user.role)
        ? [...roleNames, editing.user.role]
        : roleNames,
    [editing, roleNames],
  );

  async function remove(user: UserRecord) {
    setDeleting(undefined);
    try {
      await accountApi.deleteUsers([user.id]);
      done.show(`${fullName(user)} was deleted.`);
      list.reload();
    } catch (failure) {
      failed.show(failureMessage(failure as ApiFailure));
    }
  }

  const rows = list.value?.rows ?? [];
  return (
    <section aria-labelledby="users-title" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="users-title" className="mr-auto text-2xl font-semibold">
          Users
        </h1>
        {may.add && (
          <button type="button" className={primaryButton} onClick={() => setEditing({})}>
            Add user
          </button>
        )}
      </header>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox label="Search users" placeholder="Name, email or phone" onSearch={search} />
        {may.roles && (
          <div className="flex flex-col gap-1">
            <label htmlFor={roleFilterId} className={controlLabel}>
              Role
            </label>
            <select
              id={roleFilterId}
              value={query.role}
              onChange={(event) => setQuery((p) => ({ ...p, role: event.target.value, page: 1 }))}
              className={controlClass}
            >
              <option value="">All roles</option>
              {roleNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {list.error && <Outcome ok={false} message={list.error} />}
      {roles.error && <Outcome ok={false} message={`Roles could not be loaded: ${roles.error}`} />}
      <GridView
        label="Users"
        columns={columns}
        rows={rows as unknown as GridRow[]}
        busy={list.loading}
        rowOffset={(query.page - 1) * PAGE_SIZE}
        totalRows={list.value?.total}
        emptyText={list.loading ? 'Loading…' : 'No data found'}
        maxHeight={HEADER_HEIGHT + ROW_HEIGHT * PAGE_SIZE + 2}
        renderActions={(row, _index, tabbable) => {
          const user = rows.find((candidate) => candidate.id === row.id);
          if (!user) return null;
          return (
            <RowButtons
              subject={fullName(user)}
              tabbable={tabbable}
              onEdit={may.edit ? () => setEditing({ user }) : undefined}
              onDelete={may.delete ? () => setDeleting(user) : undefined}
            />
          );
        }}
      />
      <Pager
        page={query.page}
        pageSize={PAGE_SIZE}
        total={list.value?.total ?? 0}
        onPage={(page) => setQuery((p) => ({ ...p, page }))}
      />
      {editing && (
        <UserDialog
          user={editing.user}
          roles={formRoles}
          onClose={() => setEditing(undefined)}
          onSaved={(user, isNew) => {
            setEditing(undefined);
            done.show(`${fullName(user)} was ${isNew ? 'added' : 'saved'}.`);
            list.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        message={DELETE_QUESTION}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => deleting && remove(deleting)}
      />
      {done.alert}
      {failed.alert}
    </section>
  );
}
