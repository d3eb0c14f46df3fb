import { type CSSProperties, type FocusEvent, useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../widget-registry';

/**
 * The aria attributes every focusable control of a field carries. It is described by the
 * field's message (`errorId`): its error, else its warning (marked `data-warning`, so the
 * outline shows it in the warning colour, not the error's). `aria-required` is only
 * allowed on roles that take a value (textbox, combobox, listbox, checkbox, spinbutton...): a
 * control with another role (a button, a slider) passes `{ required: false }` and says that
 * the field is required in its own text instead (WCAG 4.1.2; axe aria-allowed-attr).
 */
export function fieldAria(
  { state, errorId, field }: Pick<WidgetProps, 'state' | 'errorId' | 'field'>,
  { required = true }: { required?: boolean } = {},
) {
  return {
    'aria-invalid': state.error ? true : undefined,
    'aria-describedby': state.error || state.warning ? errorId : undefined,
    'aria-required': (required && field.required) || undefined,
    'data-warning': (!state.error && Boolean(state.warning)) || undefined,
  } as const;
}

/** Small bordered buttons beside inputs (toggles, pickers, add and remove). */
export const buttonClass =
  'inline-flex min-h-[38px] items-center justify-center gap-1 rounded-[5px] border-[1.5px] border-slate-300 ' +
  'bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed ' +
  'disabled:opacity-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';

export const primaryButtonClass =
  'inline-flex min-h-[38px] items-center justify-center gap-1 rounded-[5px] bg-sky-700 px-4 text-sm ' +
  'font-medium text-white hover:bg-sky-800 disabled:cursor-not-allowed disabled:opacity-50 ' +
  'dark:bg-sky-500 dark:text-slate-950 dark:hover:bg-sky-400';

/** An icon-only button; always give it an aria-label. */
export const iconButtonClass =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-[5px] text-slate-500 hover:bg-slate-100 ' +
  'hover:text-slate-800 disabled:cursor-not-allowed disabled:opacity-50 dark:text-slate-400 ' +
  'dark:hover:bg-slate-800 dark:hover:text-slate-100';

/** A stored value as display text ('' for nothing). */
export function textValue(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/**
 * The text of a formatted input (number, currency, date, colour): it follows the stored value
 * when that changes from outside (a formula, a reset), and is left alone while the person
 * types. `emit` stores a value the widget produced without resetting the text.
 */
export function useDraft(value: unknown, format: (value: unknown) => string) {
  const formatRef = useRef(format);
  formatRef.current = format;
  const emitted = useRef<unknown>(value);
  const [text, setText] = useState(() => format(value));
  useEffect(() => {
    if (Object.is(emitted.current, value)) return;
    emitted.current = value;
    setText(formatRef.current(value));
  }, [value]);
  const remember = (next: unknown) => {
    emitted.current = next;
  };
  return { text, setText, remember };
}

/**
 * A blur handler for a widget made of several parts (an input and its pop-up list): it calls
 * `onBlur` only when focus leaves all of them, not when it moves into the list, which Headless
 * UI renders in a portal outside the widget's element.
 */
export function blurOutside(onBlur: () => void) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Element | null;
    const inside =
      next &&
      (event.currentTarget.contains(next) ||
        next.closest('[data-headlessui-portal],[role="listbox"],[role="dialog"]'));
    if (!inside) onBlur();
  };
}

/**
 * The bounds a typed number is clamped to on blur: `minimum`/`maximum` (spec 3.4), else the
 * shorter `min`/`max`; none when the field says `clamp: false` (it is refused by its range
 * message instead).
 */
export function boundsOf(field: WidgetProps['field']) {
  if (field.clamp === false) return {};
  return { minimum: field.minimum ?? field.min, maximum: field.maximum ?? field.max };
}

/**
 * The inline style of a dragged sortable item (dnd-kit gives the offset; only a translation
 * is applied, so rows of different heights are not stretched).
 */
export function sortableStyle({
  transform,
  transition,
}: {
  transform: { x: number; y: number } | null;
  transition?: string;
}): CSSProperties {
  return {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
  };
}
