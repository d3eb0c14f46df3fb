import { useCallback, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UserRecord } from '../../../engine/wire/users';
import { useAlert } from '../../components/use-alert';
import type { GridRow } from '../../grid';
import {
  equalityOf,
  readListParams,
  replaceConditions,
  writeListParams,
} from '../../grid/server-list/list-params';
import { Pager } from '../../grid/server-list/Pager';
import { GridView } from '../../grid/view/GridView';
import { HEADER_HEIGHT, ROW_HEIGHT } from '../../grid/virtual/rows-in-view';
import { Outcome } from '../account/AuthCard';
import { accountApi } from '../account/account-api';
import { FilterSelect } from '../account/FilterSelect';
import { primaryButton, RowButtons, useRowButtonColumns } from '../account/RowButtons';
import { SearchBox } from '../account/SearchBox';
import { UserDialog } from '../account/UserDialog';
import { useDeleteQuestion } from '../account/use-delete-question';
import { useLoaded } from '../account/use-loaded';
import { fullName } from '../account/user-form';
import { USER_COLUMNS } from '../account/users-columns';
import { PageTitle } from '../layout/PageTitle';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';
import { RequireView, useRights } from '../meta/RequireView';
import { isRefusal, pageRefusal, serverRefusal } from '../meta/refusal';
import { NotAllowedPage } from './NotAllowedPage';

const PAGE_SIZE = 25;

/** Users administration (spec 2.1, 6.1): what may be done follows the users rights. */
export function UsersPage() {
  return (
    <RequireView entity="users">
      <UsersPageContent />
    </RequireView>
  );
}

function UsersPageContent() {
  const meta = useMeta();
  const may = { ...useRights('users'), roles: mayDo(meta, 'roles', 'view') };
  // Page, search and role live in the address, so a filtered list can be bookmarked and Back
  // returns to it.
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const read = readListParams(params, PAGE_SIZE);
    return { page: read.page, q: read.q, role: equalityOf(read.filters, 'role') };
  }, [params]);
  const setQuery = useCallback(
    (change: (previous: typeof query) => typeof query) =>
      setParams((current) => {
        const read = readListParams(current, PAGE_SIZE);
        const next = change({ page: read.page, q: read.q, role: equalityOf(read.filters, 'role') });
        const role = next.role ? [{ field: 'role', op: 'eq' as const, values: [next.role] }] : [];
        const filters = replaceConditions(read.filters, 'role', role);
        return writeListParams(current, { page: next.page, q: next.q, filters }, PAGE_SIZE);
      }),
    [setParams],
  );
  const list = useLoaded(JSON.stringify(query), (signal) =>
    accountApi.users({ ...query, pageSize: PAGE_SIZE }, signal),
  );
  const roles = useLoaded(`roles:${may.roles}`, (signal) =>
    may.roles ? accountApi.roles(signal) : Promise.resolve([]),
  );
  const roleNames = useMemo(() => (roles.value ?? []).map((role) => role.name), [roles.value]);
  const [editing, setEditing] = useState<{ user?: UserRecord }>();
  const done = useAlert('success');
  const failed = useAlert('error');
  const deletion = useDeleteQuestion(async (user: UserRecord) => {
    await accountApi.deleteUsers([user.id]);
    done.show(`${fullName(user)} was deleted.`);
    list.reload();
  }, failed.show);
  const roleFilterId = useId();

  const columns = useRowButtonColumns(USER_COLUMNS, may);
  const search = useCallback((q: string) => setQuery((p) => ({ ...p, q, page: 1 })), [setQuery]);
  // Someone without the roles list can still keep a user's own role when editing.
  const formRoles = useMemo(
    () =>
      editing?.user && !roleNames.includes(editing.user.role)
        ? [...roleNames, editing.user.role]
        : roleNames,
    [editing, roleNames],
  );

  // Rights changed since the meta loaded: the server's refusal is the page's.
  if (isRefusal(list.status))
    return <NotAllowedPage refusal={serverRefusal(pageRefusal(meta, 'users'), list.error ?? '')} />;
  const rows = list.value?.rows ?? [];
  return (
    <section aria-labelledby="users-title" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center gap-3">
        <PageTitle parts={['Users']} />
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
        <SearchBox
          label="Search users"
          placeholder="Name, email or phone"
          initial={query.q}
          onSearch={search}
        />
        {may.roles && (
          <FilterSelect
            id={roleFilterId}
            label="Role"
            allLabel="All roles"
            value={query.role}
            options={roleNames}
            onChange={(role) => setQuery((p) => ({ ...p, role, page: 1 }))}
          />
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
              onDelete={may.delete ? () => deletion.ask(user) : undefined}
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
      {deletion.dialog}
      {done.alert}
      {failed.alert}
    </section>
  );
}
