import type { ActivityQuery, ActivityRecord } from '../../../engine/wire/activities';
import type { RoleRecord, UserQuery, UserRecord } from '../../../engine/wire/users';
import { http } from '../../api/session';

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
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
