/** A page the signed-in person's rights do not open: said plainly, with the page's name. */
export function NoAccess({ title, what }: { title: string; what: string }) {
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p role="alert" className="text-slate-700 dark:text-slate-300">
        You do not have permission to view {what}.
      </p>
    </section>
  );
}
