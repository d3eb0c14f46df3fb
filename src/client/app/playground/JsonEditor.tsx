import { type RefObject, useRef } from 'react';

interface Props {
  value: string;
  onChange(value: string): void;
  label: string;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** 1-based line to mark in the gutter (the first syntax error). */
  markedLine?: number;
}

/** A monospace JSON text area with line numbers; lines never wrap, so numbers stay aligned. */
export function JsonEditor({ value, onChange, label, textareaRef, markedLine }: Props) {
  const gutter = useRef<HTMLDivElement>(null);
  const lineCount = value.split('\n').length;
  return (
    <div className="flex min-h-0 flex-1 overflow-hidden rounded-md border border-slate-300 bg-white font-mono text-[13px] leading-5 dark:border-slate-700 dark:bg-slate-900">
      <div
        ref={gutter}
        aria-hidden="true"
        className="select-none overflow-hidden border-r border-slate-200 bg-slate-50 px-2 py-2 text-right text-slate-400 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-500"
      >
        {Array.from({ length: lineCount }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a line number is its own identity.
            key={index}
            className={index + 1 === markedLine ? 'bg-red-100 text-red-700 dark:bg-red-950' : ''}
          >
            {index + 1}
          </div>
        ))}
      </div>
      <textarea
        ref={textareaRef}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onScroll={(event) => {
          if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
        }}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        wrap="off"
        className="min-h-0 flex-1 resize-none bg-transparent px-3 py-2 text-slate-900 outline-none dark:text-slate-100"
      />
    </div>
  );
}
