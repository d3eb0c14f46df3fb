import { useEffect, useId, useRef, useState } from 'react';
import { controlClass, controlLabel } from './RowButtons';

/** A search settles this long after the last key before the list asks the server. */
export const SEARCH_DELAY_MS = 350;

/** A search field that reports what was typed once typing pauses (Enter reports at once). */
export function SearchBox({
  label,
  placeholder,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  onSearch(q: string): void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
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
          timer.current = window.setTimeout(() => onSearch(next.trim()), SEARCH_DELAY_MS);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          window.clearTimeout(timer.current);
          onSearch(text.trim());
        }}
        className={controlClass}
      />
    </div>
  );
}
