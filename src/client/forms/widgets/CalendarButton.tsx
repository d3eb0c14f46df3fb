import { useRef } from 'react';
import { IconButton, StrokeIcon } from '../../components/IconButton';

function CalendarIcon() {
  return (
    <StrokeIcon>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </StrokeIcon>
  );
}

/**
 * "Choose ... from a calendar": the browser's own date picker behind a button, for a date typed
 * as dd-MM-yyyy beside it. `iso` is the date shown in it, `onPick` gets the ISO date chosen.
 */
export function CalendarButton({
  label,
  iso,
  min,
  max,
  disabled,
  className,
  tabIndex,
  onPick,
}: {
  label: string;
  iso: string | undefined;
  min?: string;
  max?: string;
  disabled: boolean;
  className: string;
  /** -1 in a table row: typing the date is the keyboard's way, the calendar the mouse's. */
  tabIndex?: number;
  onPick(iso: string): void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const openPicker = () => {
    const el = picker.current;
    if (!el) return;
    try {
      el.showPicker();
    } catch {
      el.focus();
      el.click();
    }
  };
  return (
    <div className="relative shrink-0">
      <IconButton
        label={`Choose ${label} from a calendar`}
        disabled={disabled}
        tabIndex={tabIndex}
        onClick={openPicker}
        className={className}
      >
        <CalendarIcon />
      </IconButton>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        value={iso ?? ''}
        min={min}
        max={max}
        onChange={(event) => onPick(event.target.value)}
        className="pointer-events-none absolute inset-0 size-full opacity-0 dark:scheme-dark"
      />
    </div>
  );
}
