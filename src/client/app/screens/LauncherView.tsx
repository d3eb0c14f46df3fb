import { Link } from 'react-router';
import type { LauncherScreen } from '../../../engine/registry/types';
import { useRememberedChoice } from '../../state/remembered';
import { adminPath } from '../layout/Navigation';
import { PageTitle } from '../layout/PageTitle';

/**
 * A module's main page (spec 2.3): one card per part of the module, only those whose entity
 * the user may view (the server left only those in); the card chosen last is remembered and
 * marked; two columns from medium width.
 */
export function LauncherView({ screen }: { screen: LauncherScreen }) {
  const [chosen, choose] = useRememberedChoice(`launcher.${screen.route}`);
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle parts={[screen.title]} />
      <h1 className="mb-6 text-2xl font-semibold">{screen.title}</h1>
      {screen.cards.length === 0 ? (
        <p className="text-slate-500 dark:text-slate-400">
          Nothing in this module is open to your role.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {screen.cards.map((card) => {
            const current = chosen === card.route;
            return (
              <li key={card.route}>
                <Link
                  to={adminPath(card.route)}
                  onClick={() => choose(card.route)}
                  aria-current={current ? 'true' : undefined}
                  className={`block h-full rounded-xl border bg-white p-6 shadow-sm transition hover:border-sky-500 hover:shadow-md dark:bg-slate-900 ${
                    current
                      ? 'border-sky-500 ring-2 ring-sky-500/40'
                      : 'border-slate-200 dark:border-slate-800'
                  }`}
                >
                  <h2 className="text-lg font-semibold">{card.title}</h2>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                    {card.description}
                  </p>
                  {current && (
                    <span className="mt-3 inline-block text-xs text-sky-700 dark:text-sky-400">
                      Last opened
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
