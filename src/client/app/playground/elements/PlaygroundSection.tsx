import { type ReactNode, useId } from 'react';

/** One element's showcase on the elements playground: a titled card. */
export function PlaygroundSection({
  title,
  note,
  children,
}: {
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div>
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {note && <p className="text-sm text-slate-500 dark:text-slate-400">{note}</p>}
      </div>
      {children}
    </section>
  );
}
