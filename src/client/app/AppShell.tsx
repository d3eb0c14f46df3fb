import { Outlet } from 'react-router';
import { ThemeToggle } from './ThemeToggle';

/** The application shell: every page renders inside it. */
export function AppShell() {
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
