import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass, primaryButtonClass } from '../../forms/widgets/shared';
import { ADMIN_BASE } from '../layout/Navigation';
import { PageTitle } from '../layout/PageTitle';
import type { Refusal } from '../meta/refusal';

export const NOT_ALLOWED_TITLE = 'Your role may not open this page';

/** "It takes the Preferences permission." / "... one of these permissions: A, B." */
function permissionLine(permissions: readonly string[]): string {
  if (permissions.length === 0) return 'No permission allows it in this hospital.';
  if (permissions.length === 1) return `It takes the ${permissions[0]} permission.`;
  return `It takes one of these permissions: ${permissions.join(', ')}.`;
}

/**
 * The one page for an address the signed-in role may not open (a model page, a screen, users,
 * chat, a record the server refused): what the role may not do and which permission would
 * allow it. The 404 page is for addresses nothing answers.
 */
export function NotAllowedPage({ refusal }: { refusal: Refusal }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { permissions } = refusal;
  // "default": the first entry of the tab, so there is nowhere to go back to.
  const goBack = () => (location.key === 'default' ? navigate(ADMIN_BASE) : navigate(-1));
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 py-10">
      <PageTitle parts={[NOT_ALLOWED_TITLE]} />
      <h1 className="text-2xl font-semibold">{NOT_ALLOWED_TITLE}</h1>
      <p role="alert" className="text-slate-700 dark:text-slate-300">
        {refusal.sentence}
        {permissions ? ` ${permissionLine(permissions)}` : ''}
      </p>
      {permissions && permissions.length > 0 && (
        <p className="text-slate-700 dark:text-slate-300">
          Ask an administrator if your work needs it.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={goBack} className={primaryButtonClass}>
          Go Back
        </button>
        <Link to={ADMIN_BASE} className={buttonClass}>
          Dashboard
        </Link>
      </div>
    </section>
  );
}
