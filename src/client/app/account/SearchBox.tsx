import { useEffect, useId, useRef, useState } from 'react';
import { controlClass, controlLabel } from './RowButtons';

/** A search settles this long after the last key before the list asks the server. */
export const SEARCH_DELAY_MS = 350;

/** A search field that reports what was typed once typing pauses (Enter reports at once). */
export function SearchBox({
  label,
  placeholder,
  initial = '',
  onSearch,
}: {
  label: string;
  placeholder?: string;
  /** The search the list shows already (from its address). */
  initial?: string;
  onSearch(q: string): void;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // A search changed from outside (Back to an earlier address) shows in the box; the box's own
  // reports coming back through the address leave what is being typed alone.
  const reported = useRef(initial);
  useEffect(() => {
    if (initial === reported.current) return;
    reported.current = initial;
    setText(initial);
  }, [initial]);
  const report = (q: string) => {
    reported.current = q;
    onSearch(q);
  };
  return (
    <div className="flex min-w-56 flex-1 flex-col gap-1">
      <label htmlFor={id} className={controlLabel}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => report(next.trim()), SEARCH_DELAY_MS);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          window.clearTimeout(timer.current);
          report(text.trim());
        }}
        className={controlClass}
      />
    </div>
  );
}
