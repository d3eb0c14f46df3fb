import type { UserRecord } from '../../../engine/wire/users';
import type { GridColumn } from '../../grid';
import { fullName } from './user-form';

export const USER_COLUMNS: GridColumn[] = [
  {
    field: 'name',
    headerName: 'Name',
    editable: false,
    flex: 2,
    valueGetter: (row) => fullName(row as unknown as UserRecord),
  },
  { field: 'email', headerName: 'Email', editable: false, flex: 2 },
  { field: 'phone', headerName: 'Phone', editable: false },
  { field: 'role', headerName: 'Role', editable: false, flex: 1.5 },
  {
    field: 'status',
    headerName: 'Status',
    editable: false,
    valueGetter: (row) => {
      const user = row as unknown as UserRecord;
      if (!user.active) return 'Inactive';
      return user.email_verified ? 'Active' : 'Email not confirmed';
    },
  },
];
