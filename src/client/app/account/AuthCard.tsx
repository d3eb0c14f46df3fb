import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../layout/PageTitle';

/** The centred card of the logged-out pages, as the sign-in page draws it. */
export function AuthCard({
  title,
  children,
  footer = true,
}: {
  title: string;
  children: ReactNode;
  /** A link back to sign in under the card's content. */
  footer?: boolean;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-8">
      <div className="w-full max-w-md space-y-5 rounded-xl border border-slate-200 bg-white p-8 shadow-lg dark:border-slate-800 dark:bg-slate-900">
        <div>
          <PageTitle parts={[title]} />
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            Tena hospital management
          </p>
        </div>
        {children}
        {footer && (
          <p className="text-center text-sm">
            <SignInLink />
          </p>
        )}
      </div>
    </main>
  );
}

export function SignInLink({ children = 'Back to sign in' }: { children?: ReactNode }) {
  return (
    <Link to="/auth/login" className="text-sky-700 hover:underline dark:text-sky-400">
      {children}
    </Link>
  );
}

/** What the server answered: its message, green when it went well, red with role alert when not. */
export function Outcome({ ok, message }: { ok: boolean; message: string }) {
  return ok ? (
    <p
      role="status"
      className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
    >
      {message}
    </p>
  ) : (
    <p
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {message}
    </p>
  );
}
