import type { ReactNode } from 'react';
import { PageTitle } from '../layout/PageTitle';

/**
 * A page's title with its actions on the right; the browser's title follows it, or names the
 * page in `documentTitle`'s parts (a record, then its list).
 */
export function PageHeading({
  title,
  documentTitle = [title],
  children,
}: {
  title: string;
  documentTitle?: readonly (string | undefined)[];
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <PageTitle parts={documentTitle} />
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </div>
  );
}

/** A problem the page cannot get past (a record that is gone, a right the user lacks). */
export function PageProblem({ title, message }: { title: string; message: string }) {
  return (
    <div
      role="alert"
      className="mx-auto max-w-xl rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <PageTitle parts={[title]} />
      <h1 className="text-lg font-semibold">{title}</h1>
      <p className="mt-1 text-sm">{message}</p>
    </div>
  );
}
