/**
 * Spec 9 field style defaults: height 50, radius 5, border width 1.5, focus width 1.7.
 * Shared by every input-like widget so they look the same in both themes. The sizes read CSS
 * variables (these defaults as fallbacks) so a surface can restyle every field it holds: the
 * form preview sets `FIELD_STYLE_VARS` to its own defaults (46px, 1.3px, 1.7px, 5px).
 * The border is slate-500 in both themes: a field's outline is what shows it is a field, and
 * WCAG 1.4.11 asks 3:1 against its surface (slate-300 on white was 1.5:1, slate-600 on the dark
 * surface 2.4:1).
 */
export const inputClass =
  'block w-full min-h-[var(--tena-field-height,50px)] rounded-[var(--tena-field-radius,5px)] ' +
  'border-[length:var(--tena-field-border,1.5px)] border-slate-500 bg-white px-3 text-slate-900 ' +
  'placeholder:text-slate-500 dark:placeholder:text-slate-400 focus:border-sky-600 focus:outline-none ' +
  'focus:ring-[length:var(--tena-field-focus,1.7px)] focus:ring-sky-600 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-slate-50 ' +
  'aria-[invalid=true]:border-red-500 data-[warning=true]:border-amber-600 dark:border-slate-500 ' +
  'dark:bg-slate-900 dark:text-slate-100 ' +
  'dark:read-only:bg-slate-800';

export const labelClass = 'text-sm font-medium text-slate-700 dark:text-slate-200';
export const errorClass = 'mt-1 text-sm text-red-600 dark:text-red-400';
/** A warning under a field (an implausible but possible value): amber, never the error's red. */
export const warningClass =
  'mt-1 flex gap-1 text-sm text-amber-800 dark:text-amber-300 [&>svg]:mt-0.5 [&>svg]:shrink-0';

/** The CSS variables `inputClass` reads; set them on an ancestor to restyle its fields. */
export const FIELD_STYLE_VARS = {
  height: '--tena-field-height',
  radius: '--tena-field-radius',
  border: '--tena-field-border',
  focus: '--tena-field-focus',
} as const;
