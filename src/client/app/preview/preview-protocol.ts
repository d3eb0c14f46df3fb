import type {
  EngineSettings,
  EngineUser,
  FieldSchema,
  FormData,
  GroupSchema,
} from '../../../engine/types';
import { LAYOUT_TYPES, type LayoutType } from '../../forms/layout-registry';
import type { SubmitType } from '../../forms/SubmitArea';

/** DESIGN.md 3.5: the messages between /preview and the frame that embeds it. */
export const REQUEST_PREVIEW = 'request-form-preview';
export const FORM_PREVIEW = 'form-preview';
export const IFRAME_HEIGHT = 'iframe-height';

/** Spec 9: the height is reported this long after new data has rendered. */
export const HEIGHT_REPORT_DELAY_MS = 200;
/** Spec 2.7: the group type when the payload names none (or one that does not exist). */
export const DEFAULT_PREVIEW_GROUP_TYPE: LayoutType = 'light-form';

/** Spec 3.4 preview payload: `schema` is the fields keyed by name, as in a model's `fields`. */
export interface PreviewPayload {
  schema: Record<string, FieldSchema>;
  groups?: GroupSchema[];
  formData?: FormData | Record<string, unknown>;
  globalProperties?: Record<string, unknown>;
  groupType?: string;
  maxWidth?: number | string;
  viewType?: string;
}

export type PreviewMessage =
  | { type: typeof REQUEST_PREVIEW }
  | { type: typeof FORM_PREVIEW; payload: PreviewPayload }
  | { type: typeof IFRAME_HEIGHT; height: number };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The payload of a well-formed `form-preview` message with a schema, else undefined. */
export function readPreviewPayload(data: unknown): PreviewPayload | undefined {
  if (!isObject(data) || data.type !== FORM_PREVIEW || !isObject(data.payload)) return undefined;
  const { schema, groups, formData, globalProperties } = data.payload;
  if (!isObject(schema)) return undefined;
  if (groups !== undefined && !Array.isArray(groups)) return undefined;
  if (formData !== undefined && !isObject(formData)) return undefined;
  if (globalProperties !== undefined && !isObject(globalProperties)) return undefined;
  return data.payload as unknown as PreviewPayload;
}

/** Who may drive the preview: always our own origin, then the server's configured ones. */
export function allowedOrigins(own: string, configured: readonly unknown[]): string[] {
  const extra = configured.filter((origin): origin is string => typeof origin === 'string');
  return [...new Set([own, ...extra])].filter((origin) => origin !== 'null');
}

/** Exact match only: an opaque origin (`null`, a sandboxed frame) is never allowed. */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return origin !== 'null' && allowed.includes(origin);
}

/**
 * Where messages to the parent may go. Not framed: only this window, so '*' is harmless.
 * Framed by a known origin (Chromium's ancestorOrigins, else the referrer): that origin when
 * allowed, otherwise nowhere (form data must not leak to a stranger). Unknown parent: each
 * allowed origin, since the browser delivers only to the one that matches.
 */
export function parentTargetOrigins(context: {
  framed: boolean;
  parentOrigin?: string;
  allowed: readonly string[];
}): string[] {
  if (!context.framed) return ['*'];
  if (context.parentOrigin) {
    return isAllowedOrigin(context.parentOrigin, context.allowed) ? [context.parentOrigin] : [];
  }
  return [...context.allowed];
}

const LABEL_POSITIONS = ['top', 'box', 'border', 'border-bottom', 'shade'] as const;
const SUBMIT_TYPES: SubmitType[] = ['update', 'save', 'create', 'submit'];
const TEXT_SETTINGS = ['currency', 'countryCode', 'timeZone', 'hospitalType'] as const;

/** The FormEngine props a payload asks for (everything but schema, groups and data). */
export interface PreviewFormProps {
  groupType: LayoutType;
  fullPage: boolean;
  maxWidth?: number;
  title?: string;
  subtitle?: string;
  submitText?: string;
  submitType?: SubmitType;
  panelStyle?: 'light' | 'dark';
  labelPosition?: (typeof LABEL_POSITIONS)[number];
  bulk?: boolean;
  loading?: boolean;
  uploadProgress?: number;
  settings?: Partial<EngineSettings>;
  user?: EngineUser;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined);

function pixels(value: unknown): number | undefined {
  if (typeof value === 'number') return value > 0 ? value : undefined;
  const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value) : null;
  return match ? Number(match[1]) : undefined;
}

function settingsOf(value: unknown): Partial<EngineSettings> | undefined {
  if (!isObject(value)) return undefined;
  const settings: Partial<EngineSettings> = {};
  for (const key of TEXT_SETTINGS) {
    const setting = text(value[key]);
    if (setting !== undefined) settings[key] = setting;
  }
  const fixed = flag(value.fixedFractionDigits);
  if (fixed !== undefined) settings.fixedFractionDigits = fixed;
  return settings;
}

function userOf(value: unknown): EngineUser | undefined {
  if (!isObject(value) || typeof value.role !== 'string') return undefined;
  const permissions = Array.isArray(value.permissions)
    ? value.permissions.filter((p): p is string => typeof p === 'string')
    : [];
  return { role: value.role, permissions: [...new Set([value.role, ...permissions])] };
}

/**
 * Maps a payload onto FormEngine props: group type (default light-form), max width, view type
 * (`full_page` is a page of its own) and the global properties the engine understands.
 * Anything of the wrong type is ignored rather than breaking the preview.
 */
export function previewFormProps(payload: PreviewPayload): PreviewFormProps {
  const global = payload.globalProperties ?? {};
  const progress = global.uploadProgress;
  return {
    groupType: oneOf(payload.groupType, LAYOUT_TYPES) ?? DEFAULT_PREVIEW_GROUP_TYPE,
    fullPage: payload.viewType === 'full_page',
    maxWidth: pixels(payload.maxWidth),
    title: text(global.title),
    subtitle: text(global.subtitle),
    submitText: text(global.submitText),
    submitType: oneOf(global.submitType, SUBMIT_TYPES),
    panelStyle: oneOf(global.panelStyle, ['light', 'dark'] as const),
    labelPosition: oneOf(global.labelPosition, LABEL_POSITIONS),
    bulk: flag(global.bulk),
    loading: flag(global.loading),
    uploadProgress: typeof progress === 'number' ? progress : undefined,
    settings: settingsOf(global.settings),
    user: userOf(global.user),
  };
}
