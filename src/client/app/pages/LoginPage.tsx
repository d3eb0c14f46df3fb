import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import type { Credentials } from '../../../machines/session';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { http, session } from '../../api/session';
import { inputClass as fieldClass } from '../../forms/field-style';
import { PageTitle } from '../layout/PageTitle';

// The form engine's field style: its focus ring shows where the caret is, not a border tint.
const inputClass = `${fieldClass} mt-1`;

/** Sign-in screen: the server's answer starts the session or is shown as it came. */
export function LoginPage() {
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      const { data } = await http.post<Credentials>('/api/auth/login', {
        email: form.get('email'),
        password: form.get('password'),
      });
      // Signed in: the logged-out-only guard sends the person where they were going.
      session.login(data);
    } catch (failure) {
      const problem = failure as ApiFailure;
      setError(
        'status' in problem
          ? failureMessage(problem)
          : 'The server cannot be reached. Check your connection and try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <form
        onSubmit={onSubmit}
        aria-describedby={error ? errorId : undefined}
        className="w-full max-w-sm space-y-5 rounded-xl border border-slate-200 bg-white p-8 shadow-lg dark:border-slate-800 dark:bg-slate-900"
      >
        <div>
          <PageTitle parts={['Sign in']} />
          <h1 className="text-2xl font-semibold">Sign in to Tena</h1>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Hospital management</p>
        </div>
        <div>
          <label htmlFor={emailId} className="text-sm font-medium">
            Email
          </label>
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="username"
            required
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={passwordId} className="text-sm font-medium">
            Password
          </label>
          <input
            id={passwordId}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={inputClass}
          />
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-md bg-sky-700 px-4 py-2.5 font-semibold text-white hover:bg-sky-800 disabled:opacity-60"
        >
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
        <p className="text-center text-sm">
          <Link to="/auth/reset" className="text-sky-700 hover:underline dark:text-sky-400">
            Forgot your password?
          </Link>
        </p>
      </form>
    </main>
  );
}
