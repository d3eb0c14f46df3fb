/**
 * Spec 9 field style defaults: height 50, radius 5, border width 1.5, focus width 1.7.
 * Shared by every input-like widget so they look the same in both themes.
 */
export const inputClass =
  'block w-full min-h-[50px] rounded-[5px] border-[1.5px] border-slate-300 bg-white px-3 text-slate-900 ' +
  'placeholder:text-slate-400 focus:border-sky-500 focus:outline-none focus:ring-[1.7px] focus:ring-sky-500 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-slate-50 ' +
  'aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 ' +
  'dark:read-only:bg-slate-800';

export const labelClass = 'text-sm font-medium text-slate-700 dark:text-slate-200';
export const errorClass = 'mt-1 text-sm text-red-600 dark:text-red-400';
