/** A page on its way: a spinner announced to screen readers. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-slate-300 border-t-sky-600 dark:border-slate-700 dark:border-t-sky-400"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
