import { useState } from 'react';
import { applyTheme, readTheme, type Theme } from '../state/theme';

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(() => readTheme(window.localStorage));
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => {
        applyTheme(next, document.documentElement, window.localStorage);
        setTheme(next);
      }}
      aria-label={`Switch to ${next} theme`}
      className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {theme === 'dark' ? 'Light theme' : 'Dark theme'}
    </button>
  );
}
