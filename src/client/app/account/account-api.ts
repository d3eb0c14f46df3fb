import { http } from '../../api/session';

/** A user as `/api/users` answers it (server repositories/users.ts `UserRecord`). */
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

export interface RoleRecord {
  name: string;
  description: string;
  permissions: string[];
  /** Live users holding the role (list answers only). */
  users?: number;
}

export interface ActivityRecord {
  id: number;
  at: string;
  user_id: number | null;
  user_email: string | null;
  action: string;
  entity: string | null;
  target_id: string | null;
  ip: string | null;
  details: unknown;
}

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface UserQuery {
  page: number;
  pageSize: number;
  q?: string;
  role?: string;
}

export interface ActivityQuery {
  page: number;
  pageSize: number;
  action?: string;
  entity?: string;
  /** ISO date-times (the server compares them with each entry's time). */
  from?: string;
  to?: string;
}

/** Query parameters without the empty ones (the server rejects `role=` as no role). */
function params(query: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
}

export type UserInput = Partial<Omit<UserRecord, 'id' | 'email_verified' | 'created_at'>> & {
  password?: string;
};

export const accountApi = {
  async users(query: UserQuery, signal?: AbortSignal): Promise<Paged<UserRecord>> {
    return (await http.get<Paged<UserRecord>>('/api/users', { params: params(query), signal }))
      .data;
  },
  async user(id: number, signal?: AbortSignal): Promise<UserRecord> {
    return (await http.get<UserRecord>(`/api/users/${id}`, { signal })).data;
  },
  async addUser(input: UserInput): Promise<UserRecord> {
    return (await http.post<UserRecord>('/api/users', input)).data;
  },
  async updateUser(id: number, input: UserInput): Promise<UserRecord> {
    return (await http.put<UserRecord>('/api/users', { id, ...input })).data;
  },
  async deleteUsers(ids: number[]): Promise<void> {
    await http.delete('/api/users', { data: { ids } });
  },
  async updateProfile(input: Record<string, unknown>): Promise<UserRecord> {
    return (await http.put<UserRecord>('/api/users/profile/update', input)).data;
  },
  async roles(signal?: AbortSignal): Promise<RoleRecord[]> {
    return (await http.get<{ rows: RoleRecord[] }>('/api/roles', { signal })).data.rows;
  },
  async permissionCatalogue(signal?: AbortSignal): Promise<string[]> {
    return (await http.get<{ permissions: string[] }>('/api/roles/permissions', { signal })).data
      .permissions;
  },
  async addRole(role: RoleRecord): Promise<void> {
    await http.post('/api/roles', roleBody(role));
  },
  async updateRole(role: RoleRecord): Promise<void> {
    await http.put('/api/roles', roleBody(role));
  },
  async deleteRoles(names: string[]): Promise<void> {
    await http.delete('/api/roles', { data: { names } });
  },
  async activities(query: ActivityQuery, signal?: AbortSignal): Promise<Paged<ActivityRecord>> {
    return (
      await http.get<Paged<ActivityRecord>>('/api/activities', { params: params(query), signal })
    ).data;
  },
};

function roleBody(role: RoleRecord) {
  return { name: role.name, description: role.description, permissions: role.permissions };
}
