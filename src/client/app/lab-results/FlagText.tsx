import type { LabFlag } from '../../../engine/laboratory';

/** Colour beside the words, never instead of them (WCAG 1.4.1): the flag is always written. */
const LOOK: Record<LabFlag, string> = {
  Normal: 'text-emerald-800 dark:text-emerald-300',
  Low: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  High: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  Abnormal: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  'Critical Low': 'bg-red-700 font-bold text-white dark:bg-red-500 dark:text-slate-950',
  'Critical High': 'bg-red-700 font-bold text-white dark:bg-red-500 dark:text-slate-950',
};

/** A value's flag as text and colour; nothing for no flag. */
export function FlagText({ flag, id }: { flag: LabFlag | null | undefined; id?: string }) {
  if (!flag) return <span id={id} />;
  return (
    <span id={id} className={`inline-block rounded px-1.5 py-0.5 text-sm ${LOOK[flag]}`}>
      {flag.startsWith('Critical') ? `${flag}!` : flag}
    </span>
  );
}
