import { useMemo, useState } from 'react';
import type { RoleRecord } from '../../../engine/wire/users';
import { useAlert } from '../../components/use-alert';
import type { GridColumn, GridRow } from '../../grid';
import { GridView } from '../../grid/view/GridView';
import { HEADER_HEIGHT, ROW_HEIGHT } from '../../grid/virtual/rows-in-view';
import { Outcome } from '../account/AuthCard';
import { accountApi } from '../account/account-api';
import { RoleEditor } from '../account/RoleEditor';
import { primaryButton, RowButtons, useRowButtonColumns } from '../account/RowButtons';
import { useDeleteQuestion } from '../account/use-delete-question';
import { useLoaded } from '../account/use-loaded';
import { PageLoader } from '../layout/PageLoader';
import { PageTitle } from '../layout/PageTitle';
import { useMeta } from '../meta/MetaProvider';
import { RequireView, useRights } from '../meta/RequireView';
import { isRefusal, pageRefusal, serverRefusal } from '../meta/refusal';
import { NotAllowedPage } from './NotAllowedPage';

const COLUMNS: GridColumn[] = [
  { field: 'name', headerName: 'Role', editable: false, flex: 1.5 },
  { field: 'description', headerName: 'Description', editable: false, flex: 3 },
  {
    field: 'permissionCount',
    headerName: 'Permissions',
    type: 'number',
    editable: false,
    valueGetter: (row) => (row.permissions as string[]).length,
  },
  { field: 'users', headerName: 'Users', type: 'number', editable: false },
];

/** Roles (spec 6): each a name and its permission strings, guarded by the roles rights. */
export function RolesPage() {
  return (
    <RequireView entity="roles">
      <RolesPageContent />
    </RequireView>
  );
}

function RolesPageContent() {
  const meta = useMeta();
  const may = useRights('roles');
  const roles = useLoaded('roles', (signal) => accountApi.roles(signal));
  const catalogue = useLoaded('catalogue', (signal) => accountApi.permissionCatalogue(signal));
  const [editing, setEditing] = useState<{ role?: RoleRecord }>();
  const done = useAlert('success');
  const failed = useAlert('error');
  const deletion = useDeleteQuestion(async (role: RoleRecord) => {
    await accountApi.deleteRoles([role.name]);
    done.show(`The role ${role.name} was deleted.`);
    roles.reload();
  }, failed.show);
  const columns = useRowButtonColumns(COLUMNS, may);
  const rows = useMemo(
    () => (roles.value ?? []).map((role) => ({ ...role, id: role.name })),
    [roles.value],
  );

  // Rights changed since the meta loaded: the server's refusal is the page's.
  if (isRefusal(roles.status))
    return (
      <NotAllowedPage refusal={serverRefusal(pageRefusal(meta, 'roles'), roles.error ?? '')} />
    );
  if (editing) {
    if (catalogue.error) return <Outcome ok={false} message={catalogue.error} />;
    if (!catalogue.value) return <PageLoader label="Loading the permissions" />;
    return (
      <RoleEditor
        role={editing.role}
        catalogue={catalogue.value}
        onCancel={() => setEditing(undefined)}
        onSaved={(role, isNew) => {
          setEditing(undefined);
          done.show(`The role ${role.name} was ${isNew ? 'added' : 'saved'}.`);
          roles.reload();
          // A new role's name is a permission too.
          if (isNew) catalogue.reload();
        }}
      />
    );
  }
  return (
    <section aria-labelledby="roles-title" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center gap-3">
        <PageTitle parts={['Roles']} />
        <h1 id="roles-title" className="mr-auto text-2xl font-semibold">
          Roles
        </h1>
        {may.add && (
          <button type="button" className={primaryButton} onClick={() => setEditing({})}>
            Add role
          </button>
        )}
      </header>
      {roles.error && <Outcome ok={false} message={roles.error} />}
      <GridView
        label="Roles"
        columns={columns}
        rows={rows as unknown as GridRow[]}
        busy={roles.loading}
        emptyText={roles.loading ? 'Loading…' : 'No data found'}
        // Every role shown at once (the page scrolls): a few dozen rows.
        maxHeight={HEADER_HEIGHT + ROW_HEIGHT * Math.max(rows.length, 1) + 2}
        renderActions={(row, _index, tabbable) => {
          const role = roles.value?.find((candidate) => candidate.name === row.id);
          if (!role) return null;
          return (
            <RowButtons
              subject={`role ${role.name}`}
              tabbable={tabbable}
              onEdit={may.edit ? () => setEditing({ role }) : undefined}
              onDelete={may.delete ? () => deletion.ask(role) : undefined}
            />
          );
        }}
      />
      {deletion.dialog}
      {done.alert}
      {failed.alert}
    </section>
  );
}
