export type Theme = 'dark' | 'light';

/** Same key and values as public/theme-init.js, which applies the theme before first paint. */
export const THEME_STORAGE_KEY = 'tena.theme';
export const DEFAULT_THEME: Theme = 'dark';

export function readTheme(storage: Pick<Storage, 'getItem'> | undefined): Theme {
  try {
    return storage?.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** Puts the theme on `<html>` and remembers it in the browser. */
export function applyTheme(theme: Theme, root: HTMLElement, storage?: Storage): void {
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Blocked storage only means the choice is not remembered.
  }
}
