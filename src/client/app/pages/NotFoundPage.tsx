import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { PageTitle } from '../layout/PageTitle';

export const NOT_FOUND_TITLE = 'Oops! Lost in Space';
export const NOT_FOUND_DEFAULT_TEXT =
  "We can't find the page you're looking for. It might have been removed or is temporarily unavailable.";

/** The route error's status text or message (spec 2.4); none for a plain unknown address. */
function describeRouteError(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return error.statusText || undefined;
  if (error instanceof Error) return error.message || undefined;
  return undefined;
}

/**
 * Spec 2.4: shown for any route error and for any address no route matches (an address the
 * role may not open shows NotAllowedPage instead).
 */
export function NotFoundPage({
  embedded = false,
}: {
  /** Inside the user layout (which has the page's main landmark and header). */
  embedded?: boolean;
} = {}) {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  // "default" means this page was the first entry of the tab: there is nowhere to go back to.
  const Root = embedded ? 'div' : 'main';
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <Root
      className={`flex flex-col items-center justify-center gap-6 px-6 text-center ${
        embedded ? 'min-h-[60vh]' : 'min-h-screen'
      }`}
    >
      <PageTitle parts={['Page not found']} />
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
        {NOT_FOUND_TITLE}
      </h1>
      <p className="max-w-xl text-lg text-slate-600 dark:text-slate-300">
        {describeRouteError(error) ?? NOT_FOUND_DEFAULT_TEXT}
      </p>
      <button
        type="button"
        onClick={goBack}
        className="rounded-md bg-sky-700 px-5 py-2.5 font-semibold text-white shadow hover:bg-sky-800"
      >
        Go Back
      </button>
    </Root>
  );
}
