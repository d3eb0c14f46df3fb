/**
 * Accounts and roles as the API sends them (`/api/users`, `/api/roles`, the profile): one
 * definition for the server that answers and the browser that reads.
 */

/** The fields of a user an administrator sets (the form, `PUT /users`, the bulk-edit sheet). */
export type UserEditableField =
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'role'
  | 'permissions'
  | 'department'
  | 'branch'
  | 'active';

/** A user as the API shows it: never the password hash or any token. */
export interface UserRecord {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  role: string;
  permissions: string[];
  department: string | null;
  branch: string | null;
  active: boolean;
  email_verified: boolean;
  avatar: string | null;
  signature: string | null;
  created_at: string;
  updated_at: string;
}

/** The columns `GET /api/users` sorts by. */
export const USER_SORT_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'role',
  'created_at',
] as const;
export type UserSort = (typeof USER_SORT_COLUMNS)[number];

/** The query string of `GET /api/users`. */
export interface UserQuery {
  page: number;
  pageSize: number;
  q?: string;
  role?: string;
  active?: boolean;
  sort?: UserSort;
  direction?: 'asc' | 'desc';
}

export interface RoleRecord {
  name: string;
  description: string;
  permissions: string[];
  /** Live users holding the role (list answers only). */
  users?: number;
}
