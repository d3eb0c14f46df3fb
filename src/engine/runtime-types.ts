/**
 * What the engine is given at run time, beside a schema: the form data, who is looking, the
 * shared settings and where problems are reported. Re-exported by types.ts.
 */

/** Spec 3.4: the state of one field in the form data. */
export interface FieldState {
  value: unknown;
  error: string;
  /** Number and currency: true when the custom check failed. */
  errorNV?: boolean;
  /** Phone: the country calling code, e.g. `+251`. */
  countryCode?: string;
  /** Tena: the message of the field's first failing `warnings` check ('' or absent when none). */
  warning?: string;
}
export type FormData = Record<string, FieldState>;

/** Who is looking: their role and effective permission strings (the role name included). */
export interface EngineUser {
  id?: string | number;
  role: string;
  permissions: string[];
}

/** Shared settings the engine reads (spec 1, 9); every one has the spec's default. */
export interface EngineSettings {
  currency: string;
  countryCode: string;
  timeZone: string;
  /** Currency shows exactly 2 fraction digits when on, 0 to 2 when off. */
  fixedFractionDigits: boolean;
  hospitalType: string;
}

export const DEFAULT_SETTINGS: EngineSettings = {
  currency: 'ETB',
  countryCode: '+251',
  timeZone: 'America/New_York',
  fixedFractionDigits: true,
  hospitalType: 'private',
};

/** Where run-time problems (a broken formula) are reported; each distinct one once. */
export interface EngineLogger {
  warn(message: string): void;
}
