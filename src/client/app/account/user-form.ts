import type { FieldSchema } from '../../../engine/types';
import type { UserRecord } from '../../../engine/wire/users';
import type { UserInput } from './account-api';

const settingPassword = { set_password: { value: true, op: '==' as const } };

/** The add and edit user form: on edit the password is only set when asked for. */
export function userFields(roles: readonly string[], isNew: boolean): Record<string, FieldSchema> {
  const password: FieldSchema = { type: 'password', label: 'Password', required: true };
  const confirm: FieldSchema = {
    type: 'confirm_password',
    label: 'Confirm password',
    required: true,
    referName: 'password',
  };
  return {
    first_name: { type: 'text', label: 'First name', required: true },
    last_name: { type: 'text', label: 'Last name', required: true },
    email: { type: 'email', label: 'Email', required: true },
    phone: { type: 'phone', label: 'Phone' },
    role: {
      type: 'select',
      label: 'Role',
      required: true,
      options: roles.map((name) => ({ value: name, name })),
    },
    department: { type: 'text', label: 'Department' },
    branch: { type: 'text', label: 'Branch' },
    active: { type: 'checkbox', label: 'Active (may sign in)' },
    ...(isNew
      ? { password, confirm_password: confirm }
      : {
          set_password: { type: 'checkbox', label: 'Set a new password' },
          password: { ...password, label: 'New password', dependencies: settingPassword },
          confirm_password: { ...confirm, dependencies: settingPassword },
        }),
  };
}

export function userFormData(user: UserRecord | undefined): Record<string, unknown> {
  if (!user) return { active: true };
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone ?? '',
    role: user.role,
    department: user.department ?? '',
    branch: user.branch ?? '',
    active: user.active,
    set_password: false,
  };
}

/** The request body; empty optional texts are sent as null (cleared), not as ''. */
export function userBody(values: Record<string, unknown>, isNew: boolean): UserInput {
  const text = (key: string) => String(values[key] ?? '').trim();
  const body: UserInput = {
    first_name: text('first_name'),
    last_name: text('last_name'),
    email: text('email'),
    phone: text('phone') || null,
    role: text('role'),
    department: text('department') || null,
    branch: text('branch') || null,
    active: values.active === true || values.active === 'true',
  };
  if (isNew || values.set_password === true) body.password = String(values.password ?? '');
  return body;
}

export const fullName = (user: Pick<UserRecord, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`.trim();

/** Only what differs from the record: the activity log then names the fields really changed. */
export function changedOnly(body: UserInput, before: UserRecord): UserInput {
  return Object.fromEntries(
    Object.entries(body).filter(
      ([key, value]) => key === 'password' || value !== before[key as keyof UserRecord],
    ),
  ) as UserInput;
}
