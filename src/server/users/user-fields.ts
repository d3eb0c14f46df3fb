import type { FieldSchema } from '../../engine/types';

/** The engine's view of a user record: the same rules and messages as the browser form. */
export const USER_FIELDS: Record<string, FieldSchema> = {
  first_name: { type: 'text', label: 'First name', required: true },
  last_name: { type: 'text', label: 'Last name', required: true },
  email: { type: 'email', label: 'Email', required: true },
  phone: { type: 'phone', label: 'Phone', required: true },
  role: { type: 'select', label: 'Role', required: true },
  password: { type: 'password', label: 'Password', required: true },
};

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const nullableText = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;

/** JSON Schema of the writable user properties (types and sizes; the engine checks the rest). */
export const userProperties = {
  first_name: text(100),
  last_name: text(100),
  email: text(254),
  phone: nullableText(30),
  role: text(100),
  permissions: { type: 'array', maxItems: 200, uniqueItems: true, items: text(100) },
  department: nullableText(100),
  branch: nullableText(100),
  active: { type: 'boolean' },
  password: text(1024),
} as const;

/** Avatar and signature images as data URLs (kept in the user row), at most about 2 MB. */
export const imageDataUrl = { type: ['string', 'null'], maxLength: 2_800_000 } as const;
export const IMAGE_DATA_URL = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/;
