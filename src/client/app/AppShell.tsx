import { Outlet } from 'react-router';
import { ThemeToggle } from './ThemeToggle';

/** The application shell: every page renders inside it. */
export function AppShell() {
  return (
    <div className="relative min-h-screen">
      <div className="absolute top-3 right-3">
        <ThemeToggle />
      </div>
      <Outlet />
    </div>
  );
}
