import { Outlet } from 'react-router';
import { useFocusPageHeading } from './layout/use-focus-page-heading';
import { ThemeToggle } from './ThemeToggle';

/** The application shell: every page renders inside it, and gets focus when opened. */
export function AppShell() {
  useFocusPageHeading();
  return <Outlet />;
}

/** Pages outside the user layout (sign-in, sync, playgrounds, 404) keep the theme switch here. */
export function PublicLayout() {
  return (
    <div className="relative min-h-screen">
      <div className="absolute top-3 right-3">
        <ThemeToggle />
      </div>
      <Outlet />
    </div>
  );
}
