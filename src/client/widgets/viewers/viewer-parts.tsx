import type { ReactNode } from 'react';
import type { FileEntry } from '../../../engine/format';
import { StrokeIcon } from '../../components/IconButton';

/** Toolbar buttons of the viewers: light on the dark viewer chrome in both themes. */
export const toolButtonClass =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-100 ' +
  'hover:bg-white/15 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 focus-visible:bg-white/15';

const ICONS: Record<string, ReactNode> = {
  'zoom-in': <path d="M11 8v6M8 11h6m7 10-4.35-4.35M19 11a8 8 0 1 1-16 0 8 8 0 0 1 16 0Z" />,
  'zoom-out': <path d="M8 11h6m7 10-4.35-4.35M19 11a8 8 0 1 1-16 0 8 8 0 0 1 16 0Z" />,
  'rotate-right': <path d="M21 12a9 9 0 1 1-3-6.7M21 4v5h-5" />,
  'rotate-left': <path d="M3 12a9 9 0 1 0 3-6.7M3 4v5h5" />,
  reset: <path d="M4 4v6h6M20 20v-6h-6M5 15a8 8 0 0 0 14 2M19 9A8 8 0 0 0 5 7" />,
  download: <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  previous: <path d="m15 6-6 6 6 6" />,
  next: <path d="m9 6 6 6-6 6" />,
};

export function Icon({ name }: { name: keyof typeof ICONS }) {
  return <StrokeIcon round>{ICONS[name]}</StrokeIcon>;
}

/**
 * An icon button with its name for assistive technology and, as a tooltip, the name with its
 * keyboard shortcut.
 */
export function ToolButton({
  label,
  icon,
  shortcut,
  disabled,
  onClick,
}: {
  label: string;
  icon: keyof typeof ICONS;
  shortcut?: string;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-keyshortcuts={shortcut}
      title={shortcut ? `${label} (${shortcut})` : label}
      // aria-disabled rather than disabled: a button that reaches its limit (zoom in at 500%)
      // keeps the focus, so the keyboard user is not dropped out of the toolbar.
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onClick();
      }}
      className={toolButtonClass}
    >
      <Icon name={icon} />
    </button>
  );
}

/** A quiet loading line for a file on its way. */
export function Loading({ what }: { what: string }) {
  return (
    <div
      role="status"
      className="flex items-center gap-3 p-6 text-sm text-slate-500 dark:text-slate-400"
    >
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
      />
      Loading {what}…
    </div>
  );
}

/** What a viewer dialog is given: the file shown (none closes it), and what its buttons do. */
export interface ViewerProps {
  entry: FileEntry | undefined;
  onClose(): void;
  onDownload?(entry: FileEntry): void;
  /** Shown inside the dialog (an alert), where focus and screen readers are. */
  notice?: ReactNode;
}
