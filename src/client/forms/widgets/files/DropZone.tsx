import { type DragEvent, type InputHTMLAttributes, useRef, useState } from 'react';
import { StrokeIcon } from '../../../components/IconButton';

/**
 * Spec 2.10 drop zone: highlights while files are dragged over it; a click anywhere on it, or
 * Enter or Space on its (visually hidden, labelled) file input, opens the picker. The hint
 * (accepted kinds) describes the input; the zone's own wording is for sighted mouse users.
 */
export function DropZone({
  inputProps,
  multiple,
  disabled,
  hint,
  onFiles,
}: {
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
  multiple: boolean;
  disabled: boolean;
  hint?: string;
  onFiles(files: File[]): void;
}) {
  const depth = useRef(0);
  const [over, setOver] = useState(false);
  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

  const enter = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setOver(true);
  };
  const leave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    if (!disabled) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    // The zone is a second <label> of its file input: a click anywhere opens the picker with no
    // script, and the input itself is the keyboard route (Tab, then Enter or Space).
    <label
      data-dragging={over || undefined}
      onDragEnter={enter}
      onDragOver={(event) => {
        if (!disabled && hasFiles(event)) event.preventDefault();
      }}
      onDragLeave={leave}
      onDrop={drop}
      className={`flex min-h-[96px] cursor-pointer flex-col items-center justify-center gap-1 rounded-[5px] border-[1.5px] border-dashed px-4 py-5 text-center text-sm transition-colors has-[input:focus-visible]:ring-[1.7px] has-[input:focus-visible]:ring-sky-600 has-[input[aria-invalid=true]]:border-red-500 ${
        over
          ? 'border-sky-500 bg-sky-50 text-sky-800 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-200'
          : 'border-slate-300 bg-white text-slate-600 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-300 dark:hover:bg-slate-800'
      } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
    >
      <input
        type="file"
        multiple={multiple}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
        {...inputProps}
        aria-describedby={
          [hint ? `${inputProps.id}-hint` : '', inputProps['aria-describedby'] ?? '']
            .filter(Boolean)
            .join(' ') || undefined
        }
      />
      <StrokeIcon className="size-6">
        <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
      </StrokeIcon>
      <span aria-hidden="true" className="font-medium">
        {over ? 'Drop to upload' : `Drag ${multiple ? 'files' : 'a file'} here or click to browse`}
      </span>
      {hint && (
        <span
          id={`${inputProps.id}-hint`}
          aria-hidden="true"
          className="text-xs text-slate-500 dark:text-slate-400"
        >
          {hint}
        </span>
      )}
    </label>
  );
}
