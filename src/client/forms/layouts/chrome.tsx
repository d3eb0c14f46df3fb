import type { ReactNode } from 'react';

/** Small decorative pieces several layouts share; all are hidden from assistive tech. */

export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="progressbar" aria-label={label} className="flex h-24 items-center justify-center">
      <span
        className={`size-6 animate-spin rounded-full border-[3px] border-current border-t-transparent ${className}`}
      />
    </div>
  );
}

/** Four L-shaped corner brackets (sci-fi frames). */
export function CornerAccents({
  className,
  size = 'size-3',
}: {
  className: string;
  size?: string;
}) {
  const corners = [
    'left-0 top-0 border-l-2 border-t-2',
    'right-0 top-0 border-r-2 border-t-2',
    'bottom-0 left-0 border-b-2 border-l-2',
    'bottom-0 right-0 border-b-2 border-r-2',
  ];
  return (
    <>
      {corners.map((corner) => (
        <span
          key={corner}
          aria-hidden
          className={`pointer-events-none absolute -m-px ${size} ${corner} ${className}`}
        />
      ))}
    </>
  );
}

/** A rubber stamp (dossier layouts). */
export function Stamp({ children, className }: { children: ReactNode; className: string }) {
  return (
    <span
      aria-hidden
      className={`pointer-events-none inline-block select-none rounded-sm border-[3px] px-3 py-1 font-mono text-sm font-black uppercase tracking-[0.3em] opacity-80 ${className}`}
    >
      {children}
    </span>
  );
}

/** A phone-like status bar: clock, signal bars and battery (cellutech layouts). */
export function StatusBar({ className, label }: { className: string; label?: string }) {
  return (
    <div
      aria-hidden
      className={`flex items-center justify-between px-5 py-2 font-mono text-xs font-semibold ${className}`}
    >
      <span>09:41</span>
      {label && <span className="tracking-widest uppercase opacity-80">{label}</span>}
      <span className="flex items-center gap-2">
        <span className="flex items-end gap-0.5">
          {[1, 2, 3, 4].map((bar) => (
            <span key={bar} className="w-0.5 rounded-sm bg-current" style={{ height: bar * 3 }} />
          ))}
        </span>
        <span className="relative h-2.5 w-5 rounded-[3px] border border-current p-px">
          <span className="block h-full w-3/4 rounded-[1px] bg-current" />
        </span>
      </span>
    </div>
  );
}

/** The clinical cross mark (hospital layout). */
export function CrossMark({ className }: { className: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d="M9 2h6v7h7v6h-7v7H9v-7H2V9h7z" />
    </svg>
  );
}
