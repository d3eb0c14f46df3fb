import type { FileEntry } from '../../../engine/format';
import type { FieldSchema, GroupSchema } from '../../../engine/types';
import type { UserRecord } from '../../../engine/wire/users';

const changingPassword = { change_password: { value: true, op: '==' as const } };

export const PROFILE_GROUPS: GroupSchema[] = [
  { id: 'about', name: 'About you' },
  { id: 'password', name: 'Password' },
];

/** The own-profile form (PUT /api/users/profile/update takes exactly these, bar the checkbox). */
export const PROFILE_FIELDS: Record<string, FieldSchema> = {
  first_name: { type: 'text', label: 'First name', required: true, group: 'about' },
  last_name: { type: 'text', label: 'Last name', required: true, group: 'about' },
  phone: { type: 'phone', label: 'Phone', group: 'about' },
  avatar: {
    type: 'file',
    label: 'Photo',
    accept: 'image/*',
    image: true,
    fileLabel: 'Drop a photo here or click to choose one',
    group: 'about',
  },
  signature: { type: 'signature', label: 'Signature', group: 'about' },
  change_password: { type: 'checkbox', label: 'Change my password', group: 'password' },
  current_password: {
    type: 'password',
    label: 'Current password',
    required: true,
    // Any length: it only has to be the password in use now.
    regex: '.',
    errorMessage: 'Current password is required',
    dependencies: changingPassword,
    group: 'password',
  },
  password: {
    type: 'password',
    label: 'New password',
    required: true,
    dependencies: changingPassword,
    group: 'password',
  },
  confirm_password: {
    type: 'confirm_password',
    label: 'Confirm new password',
    required: true,
    referName: 'password',
    dependencies: changingPassword,
    group: 'password',
  },
};

const DATA_URL_TYPE = /^data:([^;,]+)[;,]/;

/** A stored image (a data URL) as the file widget holds it. */
function imageEntry(dataUrl: string | null, filename: string): FileEntry | null {
  if (!dataUrl) return null;
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return {
    filename,
    mimetype: DATA_URL_TYPE.exec(dataUrl)?.[1] ?? 'image/png',
    size: Math.floor((base64.length * 3) / 4),
    filepath: dataUrl,
  };
}

export function profileFormData(user: UserRecord): Record<string, unknown> {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone ?? '',
    avatar: imageEntry(user.avatar, 'Current photo'),
    signature: user.signature ?? '',
    change_password: false,
  };
}

function dataUrlOf(value: unknown): string | null {
  if (typeof value === 'string') return value || null;
  const path = (value as FileEntry | null)?.filepath;
  return typeof path === 'string' && path ? path : null;
}

/** The request body: images only when they changed (they can be megabytes). */
export function profileBody(values: Record<string, unknown>, before: UserRecord) {
  const text = (key: string) => String(values[key] ?? '').trim();
  const body: Record<string, unknown> = {
    first_name: text('first_name'),
    last_name: text('last_name'),
    phone: text('phone') || null,
  };
  const avatar = dataUrlOf(values.avatar);
  if (avatar !== before.avatar) body.avatar = avatar;
  const signature = dataUrlOf(values.signature);
  if (signature !== before.signature) body.signature = signature;
  if (values.change_password === true) {
    body.current_password = String(values.current_password ?? '');
    body.password = String(values.password ?? '');
  }
  return body;
}
