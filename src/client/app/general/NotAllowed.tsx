/** Shown in place of a general page the signed-in user may not use. */
export function NotAllowed({ page }: { page: string }) {
  return (
    <p
      role="alert"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
    >
      You do not have permission to use {page}.
    </p>
  );
}
